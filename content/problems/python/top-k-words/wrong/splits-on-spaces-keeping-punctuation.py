# Mistake: splits on spaces, keeping punctuation
from collections import Counter
def top_k_words(text, k):
    c = Counter(text.lower().split())
    return [w for w, _ in sorted(c.items(), key=lambda i: (-i[1], i[0]))[:k]]
