# Mistake: drops any leading digit of an 11-digit number
def normalize_phones(phones):
    result = []
    for phone in phones:
        digits = "".join(ch for ch in (phone or "") if ch.isdigit())
        if len(digits) == 11:
            digits = digits[1:]
        result.append(digits[:3] + "-" + digits[3:6] + "-" + digits[6:] if len(digits) == 10 else None)
    return result
