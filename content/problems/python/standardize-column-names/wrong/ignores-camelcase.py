# Mistake: ignores camelCase
def standardize_columns(headers):
    used, result = set(), []
    for header in headers:
        base = "_".join(p for p in "".join(c.lower() if c.isalnum() else "_" for c in header).split("_") if p) or "column"
        name, n = base, 2
        while name in used:
            name, n = base + "_" + str(n), n + 1
        used.add(name)
        result.append(name)
    return result
