# Mistake: reads slashes as day/month/year
from datetime import datetime
def to_iso_dates(values):
    out = []
    for v in values:
        t, r = (v or "").strip(), None
        for f in ("%Y-%m-%d", "%Y%m%d", "%d/%m/%Y", "%d %b %Y", "%d %B %Y"):
            try:
                r = datetime.strptime(t, f).date().isoformat()
                break
            except ValueError:
                pass
        out.append(r)
    return out
