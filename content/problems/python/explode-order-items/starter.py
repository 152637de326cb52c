from typing import Dict, List


def explode_items(orders: List[Dict]) -> List[list]:
    pass
