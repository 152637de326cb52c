from typing import List


def count_sessions(timestamps: List[str], gap_minutes: int) -> int:
    # Return the number of sessions.
    pass
