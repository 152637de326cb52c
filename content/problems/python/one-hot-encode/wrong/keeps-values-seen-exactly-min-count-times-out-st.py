# Mistake: keeps values seen exactly min_count times out (strict >)
from collections import Counter
def one_hot(values, min_count):
    c = Counter(v for v in values if v is not None)
    voc = sorted(v for v, n in c.items() if n > min_count)
    cols = voc + ["__other__"]
    pos = {v: i for i, v in enumerate(voc)}
    return {"columns": cols, "rows": [[1 if i == pos.get(v, len(voc)) else 0 for i in range(len(cols))] for v in values]}
