from collections import Counter
from typing import Dict, List, Optional


def one_hot(values: List[Optional[str]], min_count: int) -> Dict:
    counts = Counter(value for value in values if value is not None)
    vocabulary = sorted(value for value, count in counts.items() if count >= min_count)
    columns = vocabulary + ["__other__"]
    position = {value: index for index, value in enumerate(vocabulary)}
    rows = []
    for value in values:
        row = [0] * len(columns)
        row[position.get(value, len(vocabulary))] = 1
        rows.append(row)
    return {"columns": columns, "rows": rows}
