from typing import Dict, List


def status_classes(lines: List[str]) -> Dict[str, int]:
    pass
