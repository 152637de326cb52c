from typing import List


def clean_users(records: List[dict]) -> List[dict]:
    latest = {}
    for record in records:
        email = (record.get("email") or "").strip().lower()
        if "@" not in email:
            continue
        cleaned = {
            "email": email,
            "name": (record.get("name") or "").strip(),
            "updated_at": record.get("updated_at") or "",
        }
        current = latest.get(email)
        if current is None or cleaned["updated_at"] >= current["updated_at"]:
            latest[email] = cleaned
    return [latest[email] for email in sorted(latest)]
