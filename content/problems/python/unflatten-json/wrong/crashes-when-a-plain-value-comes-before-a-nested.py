# Mistake: crashes when a plain value comes before a nested key
def unflatten(flat):
    root = {}
    for k, v in flat.items():
        parts = k.split(".")
        node = root
        for p in parts[:-1]:
            node = node.setdefault(p, {})
        if not isinstance(node.get(parts[-1]), dict):
            node[parts[-1]] = v
    return root
