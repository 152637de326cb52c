from typing import List, Optional


def best_match(name: str, candidates: List[str], max_distance: int) -> Optional[str]:
    pass
