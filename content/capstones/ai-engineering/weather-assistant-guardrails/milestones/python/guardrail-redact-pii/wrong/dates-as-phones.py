# Mistake: redacts 8-digit numbers such as dates as phones
import re

EMAIL = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
NUMBER_RUN = re.compile(r"\+?\(?\d[\d ().-]*\d")


def luhn_valid(digits):
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def redact_number(match):
    run = match.group(0)
    digits = "".join(ch for ch in run if ch.isdigit())
    if 13 <= len(digits) <= 19 and luhn_valid(digits):
        return "[CARD]"
    if 8 <= len(digits) <= 15:
        return "[PHONE]"
    return run


def redact(text):
    text = EMAIL.sub("[EMAIL]", text)
    return NUMBER_RUN.sub(redact_number, text)
