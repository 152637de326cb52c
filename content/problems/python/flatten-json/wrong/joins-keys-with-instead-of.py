# Mistake: joins keys with "_" instead of "."
import json
def flatten_json(text):
    flat = {}
    def walk(v, p):
        if isinstance(v, dict) and v:
            for k, x in v.items():
                walk(x, p + "_" + k)
        elif isinstance(v, list) and v:
            for i, x in enumerate(v):
                walk(x, p + "_" + str(i))
        else:
            flat[p] = v
    for k, v in json.loads(text).items():
        walk(v, k)
    return flat
