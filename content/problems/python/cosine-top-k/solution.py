import math
from typing import List


def top_k_similar(vectors: List[List[float]], query: List[float], k: int) -> List[int]:
    query_norm = math.sqrt(sum(x * x for x in query))
    scored = []
    for index, vector in enumerate(vectors):
        norm = math.sqrt(sum(x * x for x in vector))
        if norm == 0 or query_norm == 0:
            similarity = 0.0
        else:
            similarity = sum(a * b for a, b in zip(vector, query)) / (norm * query_norm)
        scored.append((-similarity, index))
    scored.sort()
    return [index for _, index in scored[:k]]
