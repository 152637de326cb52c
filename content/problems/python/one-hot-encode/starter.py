from typing import Dict, List, Optional


def one_hot(values: List[Optional[str]], min_count: int) -> Dict:
    pass
