from typing import Dict, List


def keep_latest(records: List[Dict]) -> List[Dict]:
    pass
