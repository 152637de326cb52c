# Mistake: does not descend into lists
import json
def flatten_json(text):
    flat = {}
    def walk(v, p):
        if isinstance(v, dict) and v:
            for k, x in v.items():
                walk(x, p + "." + k)
        else:
            flat[p] = v
    for k, v in json.loads(text).items():
        walk(v, k)
    return flat
