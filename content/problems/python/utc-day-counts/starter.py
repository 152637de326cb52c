from typing import Dict, List


def utc_day_counts(timestamps: List[str]) -> Dict[str, int]:
    pass
