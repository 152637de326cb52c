from typing import List


def run_order(tasks: List[str], deps: List[List[str]]) -> List[str]:
    pass
