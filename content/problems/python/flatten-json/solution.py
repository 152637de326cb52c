import json


def flatten_json(text: str) -> dict:
    flat = {}

    def walk(value, path):
        if isinstance(value, dict) and value:
            for key, item in value.items():
                walk(item, f"{path}.{key}")
        elif isinstance(value, list) and value:
            for index, item in enumerate(value):
                walk(item, f"{path}.{index}")
        else:
            flat[path] = value

    for key, value in json.loads(text).items():
        walk(value, key)
    return flat
