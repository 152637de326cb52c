# Mistake: divides by k, computing precision instead of recall
def recall_at_k(results, relevant, k):
    scores = []
    for query, wanted in relevant.items():
        wanted = set(wanted)
        if not wanted:
            continue
        top = set(results.get(query, [])[:k])
        scores.append(len(top & wanted) / k)
    if not scores:
        return 0.0
    return round(sum(scores) / len(scores), 4)
