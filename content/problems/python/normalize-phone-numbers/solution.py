from typing import List, Optional


def normalize_phones(phones: List[Optional[str]]) -> List[Optional[str]]:
    result = []
    for phone in phones:
        digits = "".join(ch for ch in (phone or "") if ch.isdigit())
        if len(digits) == 11 and digits[0] == "1":
            digits = digits[1:]
        if len(digits) != 10:
            result.append(None)
        else:
            result.append(digits[:3] + "-" + digits[3:6] + "-" + digits[6:])
    return result
