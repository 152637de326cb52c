from datetime import datetime
from typing import List, Optional

FORMATS = ("%Y-%m-%d", "%Y%m%d", "%m/%d/%Y", "%d %b %Y", "%d %B %Y")


def _parse(value: Optional[str]) -> Optional[str]:
    text = (value or "").strip()
    for pattern in FORMATS:
        try:
            return datetime.strptime(text, pattern).date().isoformat()
        except ValueError:
            continue
    return None


def to_iso_dates(values: List[Optional[str]]) -> List[Optional[str]]:
    return [_parse(value) for value in values]
