# Mistake: keeps None names instead of ""
def clean_users(records):
    latest = {}
    for r in records:
        email = (r.get("email") or "").strip().lower()
        if "@" not in email:
            continue
        name = r.get("name")
        c = {"email": email, "name": name.strip() if name else name, "updated_at": r.get("updated_at") or ""}
        if email not in latest or c["updated_at"] >= latest[email]["updated_at"]:
            latest[email] = c
    return [latest[e] for e in sorted(latest)]
