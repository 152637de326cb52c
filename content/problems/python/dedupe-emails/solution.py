from typing import List, Optional


def dedupe_emails(emails: List[Optional[str]]) -> List[str]:
    seen = set()
    result = []
    for email in emails:
        text = (email or "").strip().lower()
        if text.count("@") != 1:
            continue
        local, domain = text.split("@")
        if not local or not domain:
            continue
        local = local.split("+", 1)[0]
        if domain in ("gmail.com", "googlemail.com"):
            local, domain = local.replace(".", ""), "gmail.com"
        if not local:
            continue
        address = local + "@" + domain
        if address not in seen:
            seen.add(address)
            result.append(address)
    return result
