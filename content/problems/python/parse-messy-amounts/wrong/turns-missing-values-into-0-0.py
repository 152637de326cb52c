# Mistake: turns missing values into 0.0
def parse_amounts(cells):
    result = []
    for cell in cells:
        text = (cell or "0").strip()
        sign = 1.0
        if len(text) >= 2 and text[0] == "(" and text[-1] == ")":
            sign, text = -1.0, text[1:-1]
        text = text.replace("$", "").replace(",", "")
        try:
            result.append(sign * float(text))
        except ValueError:
            result.append(0.0)
    return result
