# Mistake: groups by hour instead of minute
def error_rates(lines):
    totals = {}
    for line in lines:
        f = line.split(maxsplit=3)
        if len(f) < 3:
            continue
        p = f[1].split(":")
        if len(p) != 3 or not all(len(x) == 2 and x.isdigit() for x in p):
            continue
        b = totals.setdefault(f[0] + " " + f[1][:2] + ":00", [0, 0])
        b[0] += 1
        b[1] += f[2].upper() in ("ERROR", "CRITICAL")
    return {k: round(e / t, 3) for k, (t, e) in totals.items()}
