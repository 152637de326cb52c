from typing import Any


def get_path(doc: Any, path: str, default: Any) -> Any:
    node = doc
    for part in path.split("."):
        key, _, rest = part.partition("[")
        indices = [piece.rstrip("]") for piece in rest.split("[")] if rest else []
        if key:
            if not isinstance(node, dict) or key not in node:
                return default
            node = node[key]
        for index_text in indices:
            if not index_text.isdigit() or not isinstance(node, list):
                return default
            index = int(index_text)
            if index >= len(node):
                return default
            node = node[index]
    return node
