def flatten_json(text: str) -> dict:
    # Return {dotted.path: leaf value}.
    pass
