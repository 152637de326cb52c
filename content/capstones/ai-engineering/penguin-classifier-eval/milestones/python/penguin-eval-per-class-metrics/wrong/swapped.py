# Mistake: swaps precision and recall
def per_class_metrics(labels, predictions):
    report = {}
    for cls in sorted(set(labels) | set(predictions)):
        pairs = list(zip(labels, predictions))
        tp = sum(1 for label, predicted in pairs if label == cls and predicted == cls)
        fp = sum(1 for label, predicted in pairs if label != cls and predicted == cls)
        fn = sum(1 for label, predicted in pairs if label == cls and predicted != cls)
        precision = tp / (tp + fp) if tp + fp else 0.0
        recall = tp / (tp + fn) if tp + fn else 0.0
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
        report[cls] = {
            "precision": round(recall, 4),
            "recall": round(precision, 4),
            "f1": round(f1, 4),
        }
    return report
