from typing import List


def clean_users(records: List[dict]) -> List[dict]:
    # Return the cleaned, de-duplicated records sorted by email.
    pass
