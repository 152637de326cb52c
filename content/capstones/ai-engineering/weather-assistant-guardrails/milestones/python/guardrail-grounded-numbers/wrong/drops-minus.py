# Mistake: drops the minus sign of negative numbers
import re

DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
NUMBER = re.compile(r"\d+(?:\.\d+)?")
TOLERANCE = 0.05


def ungrounded_numbers(answer, record):
    values = [
        v for v in record.values()
        if isinstance(v, (int, float)) and not isinstance(v, bool)
    ]
    found = []
    for match in NUMBER.finditer(DATE.sub(" ", answer)):
        text = match.group(0)
        number = float(text)
        if any(abs(number - v) <= TOLERANCE for v in values):
            continue
        if text not in found:
            found.append(text)
    return found
