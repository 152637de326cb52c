# Mistake: ranks by dot product (ignores vector length)
def top_k_similar(vectors, query, k):
    s = sorted((-sum(a * b for a, b in zip(v, query)), i) for i, v in enumerate(vectors))
    return [i for _, i in s[:k]]
