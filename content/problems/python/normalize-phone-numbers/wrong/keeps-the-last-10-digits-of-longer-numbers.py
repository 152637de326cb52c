# Mistake: keeps the last 10 digits of longer numbers
def normalize_phones(phones):
    result = []
    for phone in phones:
        digits = "".join(ch for ch in (phone or "") if ch.isdigit())[-10:]
        result.append(digits[:3] + "-" + digits[3:6] + "-" + digits[6:] if len(digits) == 10 else None)
    return result
