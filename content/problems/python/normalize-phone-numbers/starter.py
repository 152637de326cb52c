from typing import List, Optional


def normalize_phones(phones: List[Optional[str]]) -> List[Optional[str]]:
    pass
