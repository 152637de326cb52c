# Mistake: replaces digit runs before recognising hex ids
from collections import Counter
def _t(token):
    out, run = [], False
    for c in token:
        if c.isdigit():
            if not run:
                out.append("<n>")
            run = True
        else:
            out.append(c)
            run = False
    return "".join(out)
def top_templates(messages, k):
    counts = Counter(" ".join(_t(t) for t in m.split(" ")) for m in messages)
    return [[t, c] for t, c in sorted(counts.items(), key=lambda i: (-i[1], i[0]))[:k]]
