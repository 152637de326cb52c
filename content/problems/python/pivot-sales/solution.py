from collections import defaultdict
from typing import List


def pivot_sales(rows: List[dict]) -> dict:
    table = defaultdict(lambda: defaultdict(float))
    for row in rows:
        table[row["region"]][row["month"]] += row["amount"]
    return {
        region: {month: round(total, 2) for month, total in months.items()}
        for region, months in table.items()
    }
