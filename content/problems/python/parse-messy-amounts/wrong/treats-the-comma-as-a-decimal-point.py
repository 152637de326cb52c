# Mistake: treats the comma as a decimal point
def parse_amounts(cells):
    result = []
    for cell in cells:
        text = (cell or "").strip()
        sign = 1.0
        if len(text) >= 2 and text[0] == "(" and text[-1] == ")":
            sign, text = -1.0, text[1:-1]
        text = text.replace("$", "").replace(",", ".")
        try:
            result.append(sign * float(text))
        except ValueError:
            result.append(None)
    return result
