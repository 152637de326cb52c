from typing import Any, Dict


def unflatten(flat: Dict[str, Any]) -> Dict[str, Any]:
    pass
