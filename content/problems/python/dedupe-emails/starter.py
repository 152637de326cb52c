from typing import List, Optional


def dedupe_emails(emails: List[Optional[str]]) -> List[str]:
    pass
