# Mistake: a gap of exactly `gap` starts a new session
def sessionize(events, gap):
    out = []
    for u, t in sorted(events):
        if out and out[-1][0] == u and t - out[-1][2] < gap:
            out[-1][2] = t
            out[-1][3] += 1
        else:
            out.append([u, t, t, 1])
    return out
