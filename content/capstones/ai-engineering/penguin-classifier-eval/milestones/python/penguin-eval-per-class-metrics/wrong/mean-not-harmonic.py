# Mistake: averages precision and recall instead of the harmonic mean
def per_class_metrics(labels, predictions):
    report = {}
    for cls in sorted(set(labels) | set(predictions)):
        pairs = list(zip(labels, predictions))
        tp = sum(1 for label, predicted in pairs if label == cls and predicted == cls)
        fp = sum(1 for label, predicted in pairs if label != cls and predicted == cls)
        fn = sum(1 for label, predicted in pairs if label == cls and predicted != cls)
        precision = tp / (tp + fp) if tp + fp else 0.0
        recall = tp / (tp + fn) if tp + fn else 0.0
        f1 = (precision + recall) / 2
        report[cls] = {
            "precision": round(precision, 4),
            "recall": round(recall, 4),
            "f1": round(f1, 4),
        }
    return report
