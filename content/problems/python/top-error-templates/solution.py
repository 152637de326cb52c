from collections import Counter
from typing import List

HEX = set("0123456789abcdef")


def _template_token(token: str) -> str:
    if token.isdigit():
        return "<n>"
    lowered = token.lower()
    if len(token) >= 8 and set(lowered) <= HEX and any(ch.isdigit() for ch in token):
        return "<id>"
    out = []
    in_digits = False
    for ch in token:
        if ch.isdigit():
            if not in_digits:
                out.append("<n>")
            in_digits = True
        else:
            out.append(ch)
            in_digits = False
    return "".join(out)


def top_templates(messages: List[str], k: int) -> List[list]:
    counts = Counter(" ".join(_template_token(t) for t in m.split(" ")) for m in messages)
    ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    return [[template, count] for template, count in ranked[:k]]
