# Mistake: treats any 8-character hex-looking token as an id, even without digits
from collections import Counter
HEX = set("0123456789abcdef")
def _t(token):
    if token.isdigit():
        return "<n>"
    if len(token) >= 8 and set(token.lower()) <= HEX:
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
    return [[t, c] for t, c in sorted(counts.items(), key=lambda i: (-i[1], i[0]))[:k]]
