from typing import List


def _snake(header: str) -> str:
    chars = []
    previous = ""
    for ch in header:
        if ch.isupper() and (previous.islower() or previous.isdigit()):
            chars.append("_")
        chars.append(ch.lower() if ch.isalnum() and ch.isascii() else "_")
        previous = ch
    parts = [part for part in "".join(chars).split("_") if part]
    return "_".join(parts) or "column"


def standardize_columns(headers: List[str]) -> List[str]:
    used = set()
    result = []
    for header in headers:
        base = _snake(header)
        name, n = base, 2
        while name in used:
            name, n = base + "_" + str(n), n + 1
        used.add(name)
        result.append(name)
    return result
