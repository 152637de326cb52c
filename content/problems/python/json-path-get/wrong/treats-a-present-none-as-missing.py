# Mistake: treats a present None as missing
def get_path(doc, path, default):
    node = doc
    for part in path.split("."):
        key, _, rest = part.partition("[")
        idx = [p.rstrip("]") for p in rest.split("[")] if rest else []
        if key:
            if not isinstance(node, dict) or node.get(key) is None:
                return default
            node = node[key]
        for i in idx:
            if not isinstance(node, list) or not i.isdigit() or int(i) >= len(node):
                return default
            node = node[int(i)]
    return node
