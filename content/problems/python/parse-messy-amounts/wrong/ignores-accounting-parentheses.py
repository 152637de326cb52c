# Mistake: ignores accounting parentheses
def parse_amounts(cells):
    result = []
    for cell in cells:
        text = (cell or "").strip().replace("$", "").replace(",", "")
        try:
            result.append(float(text))
        except ValueError:
            result.append(None)
    return result
