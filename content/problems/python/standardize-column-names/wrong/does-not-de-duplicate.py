# Mistake: does not de-duplicate
def standardize_columns(headers):
    result = []
    for header in headers:
        chars, previous = [], ""
        for ch in header:
            if ch.isupper() and (previous.islower() or previous.isdigit()):
                chars.append("_")
            chars.append(ch.lower() if ch.isalnum() else "_")
            previous = ch
        result.append("_".join(p for p in "".join(chars).split("_") if p) or "column")
    return result
