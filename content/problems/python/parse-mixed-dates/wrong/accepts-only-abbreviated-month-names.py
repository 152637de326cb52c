# Mistake: accepts only abbreviated month names
from datetime import datetime
def to_iso_dates(values):
    out = []
    for v in values:
        t, r = (v or "").strip(), None
        for f in ("%Y-%m-%d", "%Y%m%d", "%m/%d/%Y", "%d %b %Y"):
            try:
                r = datetime.strptime(t, f).date().isoformat()
                break
            except ValueError:
                pass
        out.append(r)
    return out
