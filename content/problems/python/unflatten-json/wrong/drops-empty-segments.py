# Mistake: drops empty segments
def unflatten(flat):
    root = {}
    for k, v in flat.items():
        parts = [p for p in k.split(".") if p] or [""]
        node = root
        for p in parts[:-1]:
            if not isinstance(node.get(p), dict):
                node[p] = {}
            node = node[p]
        if not isinstance(node.get(parts[-1]), dict):
            node[parts[-1]] = v
    return root
