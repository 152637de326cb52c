# Mistake: removes dots for every domain
def dedupe_emails(emails):
    seen, out = set(), []
    for e in emails:
        t = (e or "").strip().lower()
        if t.count("@") != 1:
            continue
        local, domain = t.split("@")
        if not local or not domain:
            continue
        local = local.split("+", 1)[0].replace(".", "")
        if domain == "googlemail.com":
            domain = "gmail.com"
        a = local + "@" + domain
        if local and a not in seen:
            seen.add(a)
            out.append(a)
    return out
