# Mistake: drops empty objects and lists
import json
def flatten_json(text):
    flat = {}
    def walk(v, p):
        if isinstance(v, dict):
            for k, x in v.items():
                walk(x, p + "." + k)
        elif isinstance(v, list):
            for i, x in enumerate(v):
                walk(x, p + "." + str(i))
        else:
            flat[p] = v
    for k, v in json.loads(text).items():
        walk(v, k)
    return flat
