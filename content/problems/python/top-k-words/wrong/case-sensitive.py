# Mistake: case-sensitive
import re
from collections import Counter
def top_k_words(text, k):
    c = Counter(re.findall(r"[A-Za-z]+", text))
    return [w for w, _ in sorted(c.items(), key=lambda i: (-i[1], i[0]))[:k]]
