# Mistake: groups by length
def group_anagrams(words):
    g = {}
    for w in words:
        g.setdefault(len(w), []).append(w)
    return list(g.values())
