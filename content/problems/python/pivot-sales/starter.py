from typing import List


def pivot_sales(rows: List[dict]) -> dict:
    # Return {region: {month: total}}.
    pass
