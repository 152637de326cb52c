def recall_at_k(results, relevant, k):
    scores = []
    for query, wanted in relevant.items():
        wanted = set(wanted)
        if not wanted:
            continue
        top = set(results.get(query, [])[:k])
        scores.append(len(top & wanted) / len(wanted))
    if not scores:
        return 0.0
    return round(sum(scores) / len(scores), 4)
