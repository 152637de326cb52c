from typing import List, Optional


def to_iso_dates(values: List[Optional[str]]) -> List[Optional[str]]:
    pass
