# Mistake: uses most_common, whose ties keep first-seen order
from collections import Counter
HEX = set("0123456789abcdef")
def _t(token):
    if token.isdigit():
        return "<n>"
    if len(token) >= 8 and set(token.lower()) <= HEX and any(c.isdigit() for c in token):
        return "<id>"
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
    return [[t, c] for t, c in counts.most_common(k)]
