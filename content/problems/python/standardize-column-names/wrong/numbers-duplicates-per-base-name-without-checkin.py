# Mistake: numbers duplicates per base name without checking the suffixed name is free
def standardize_columns(headers):
    counts, result = {}, []
    for header in headers:
        chars, previous = [], ""
        for ch in header:
            if ch.isupper() and (previous.islower() or previous.isdigit()):
                chars.append("_")
            chars.append(ch.lower() if ch.isalnum() else "_")
            previous = ch
        base = "_".join(p for p in "".join(chars).split("_") if p) or "column"
        counts[base] = counts.get(base, 0) + 1
        result.append(base if counts[base] == 1 else base + "_" + str(counts[base]))
    return result
