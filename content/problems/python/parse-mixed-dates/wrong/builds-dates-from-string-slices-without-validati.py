# Mistake: builds dates from string slices without validating them
def to_iso_dates(values):
    out = []
    for v in values:
        t = (v or "").strip()
        if len(t) == 10 and t[4] == "-":
            out.append(t)
        elif len(t) == 8 and t.isdigit():
            out.append(t[:4] + "-" + t[4:6] + "-" + t[6:])
        elif len(t) == 10 and t[2] == "/":
            out.append(t[6:] + "-" + t[:2] + "-" + t[3:5])
        else:
            out.append(None)
    return out
