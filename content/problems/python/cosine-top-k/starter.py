from typing import List


def top_k_similar(vectors: List[List[float]], query: List[float], k: int) -> List[int]:
    pass
