from typing import List, Optional


def _distance(a: str, b: str) -> int:
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        previous = current
    return previous[-1]


def best_match(name: str, candidates: List[str], max_distance: int) -> Optional[str]:
    target = name.strip().lower()
    best, best_distance = None, max_distance + 1
    for candidate in candidates:
        distance = _distance(target, candidate.strip().lower())
        if distance < best_distance:
            best, best_distance = candidate, distance
    return best
