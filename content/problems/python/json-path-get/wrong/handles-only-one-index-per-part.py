# Mistake: handles only one index per part
def get_path(doc, path, default):
    node = doc
    for part in path.split("."):
        key, _, rest = part.partition("[")
        if key:
            if not isinstance(node, dict) or key not in node:
                return default
            node = node[key]
        if rest:
            i = rest.split("]")[0]
            if not isinstance(node, list) or not i.isdigit() or int(i) >= len(node):
                return default
            node = node[int(i)]
    return node
