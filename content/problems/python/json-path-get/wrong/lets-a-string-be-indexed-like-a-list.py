# Mistake: lets a string be indexed like a list
def get_path(doc, path, default):
    node = doc
    for part in path.split("."):
        key, _, rest = part.partition("[")
        idx = [p.rstrip("]") for p in rest.split("[")] if rest else []
        if key:
            if not isinstance(node, dict) or key not in node:
                return default
            node = node[key]
        for i in idx:
            try:
                node = node[int(i)]
            except (IndexError, TypeError, ValueError, KeyError):
                return default
    return node
