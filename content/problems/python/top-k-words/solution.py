import re
from collections import Counter
from typing import List


def top_k_words(text: str, k: int) -> List[str]:
    counts = Counter(re.findall(r"[a-z]+", text.lower()))
    ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    return [word for word, _ in ranked[:k]]
