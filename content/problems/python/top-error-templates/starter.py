from typing import List


def top_templates(messages: List[str], k: int) -> List[list]:
    pass
