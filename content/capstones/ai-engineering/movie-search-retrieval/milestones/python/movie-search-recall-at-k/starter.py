def recall_at_k(results, relevant, k):
    return 0.0
