# Mistake: drops duplicate words
def group_anagrams(words):
    g = {}
    for w in dict.fromkeys(words):
        g.setdefault("".join(sorted(w)), []).append(w)
    return list(g.values())
