# Mistake: groups by letter set, ignoring counts
def group_anagrams(words):
    g = {}
    for w in words:
        g.setdefault("".join(sorted(set(w))), []).append(w)
    return list(g.values())
