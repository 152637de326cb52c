# Mistake: sorts by time only, mixing users
def sessionize(events, gap):
    out, open_ = [], {}
    for u, t in sorted(events, key=lambda e: e[1]):
        s = open_.get(u)
        if s and t - s[2] <= gap:
            s[2] = t
            s[3] += 1
        else:
            s = [u, t, t, 1]
            open_[u] = s
            out.append(s)
    return out
