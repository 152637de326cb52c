# Mistake: None rows are all zeros instead of __other__
from collections import Counter
def one_hot(values, min_count):
    c = Counter(v for v in values if v is not None)
    voc = sorted(v for v, n in c.items() if n >= min_count)
    cols = voc + ["__other__"]
    pos = {v: i for i, v in enumerate(voc)}
    rows = []
    for v in values:
        r = [0] * len(cols)
        if v is not None:
            r[pos.get(v, len(voc))] = 1
        rows.append(r)
    return {"columns": cols, "rows": rows}
