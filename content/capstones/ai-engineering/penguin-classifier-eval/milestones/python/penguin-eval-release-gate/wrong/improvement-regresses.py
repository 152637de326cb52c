# Mistake: counts an improvement in recall as a regression
def release_gate(labels, baseline, candidate, tolerance):
    def accuracy(predictions):
        if not labels:
            return 0.0
        return sum(1 for label, p in zip(labels, predictions) if label == p) / len(labels)

    def recall(predictions, cls):
        rows = [i for i, label in enumerate(labels) if label == cls]
        return sum(1 for i in rows if predictions[i] == cls) / len(rows)

    baseline_accuracy = accuracy(baseline)
    candidate_accuracy = accuracy(candidate)
    regressed = sorted(
        cls for cls in set(labels)
        if abs(recall(baseline, cls) - recall(candidate, cls)) > tolerance
    )
    return {
        "baseline_accuracy": round(baseline_accuracy, 4),
        "candidate_accuracy": round(candidate_accuracy, 4),
        "regressed": regressed,
        "ship": not regressed and candidate_accuracy >= baseline_accuracy - tolerance,
    }
