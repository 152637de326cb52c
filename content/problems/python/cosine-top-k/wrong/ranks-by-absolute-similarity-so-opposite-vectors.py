# Mistake: ranks by absolute similarity, so opposite vectors rank high
import math
def top_k_similar(vectors, query, k):
    qn = math.sqrt(sum(x * x for x in query))
    s = []
    for i, v in enumerate(vectors):
        n = math.sqrt(sum(x * x for x in v))
        sim = 0.0 if n == 0 or qn == 0 else sum(a * b for a, b in zip(v, query)) / (n * qn)
        s.append((-abs(sim), i))
    return [i for _, i in sorted(s)[:k]]
