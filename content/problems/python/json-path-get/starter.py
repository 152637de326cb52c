from typing import Any


def get_path(doc: Any, path: str, default: Any) -> Any:
    pass
