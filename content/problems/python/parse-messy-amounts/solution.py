from typing import List, Optional


def parse_amounts(cells: List[Optional[str]]) -> List[Optional[float]]:
    result = []
    for cell in cells:
        text = (cell or "").strip()
        sign = 1.0
        if len(text) >= 2 and text[0] == "(" and text[-1] == ")":
            sign, text = -1.0, text[1:-1].strip()
        if text.startswith("-"):
            sign, text = -sign, text[1:].strip()
        text = text.replace("$", "", 1).replace(",", "")
        try:
            value = float(text)
        except ValueError:
            result.append(None)
            continue
        if value != value or value in (float("inf"), float("-inf")):
            result.append(None)
        else:
            result.append(sign * value)
    return result
