# Mistake: returns sorted addresses instead of first-seen order
def dedupe_emails(emails):
    seen = set()
    for e in emails:
        t = (e or "").strip().lower()
        if t.count("@") != 1:
            continue
        local, domain = t.split("@")
        if not local or not domain:
            continue
        local = local.split("+", 1)[0]
        if domain in ("gmail.com", "googlemail.com"):
            local, domain = local.replace(".", ""), "gmail.com"
        if local:
            seen.add(local + "@" + domain)
    return sorted(seen)
