# Mistake: ties in first-seen order (most_common)
import re
from collections import Counter
def top_k_words(text, k):
    return [w for w, _ in Counter(re.findall(r"[a-z]+", text.lower())).most_common(k)]
