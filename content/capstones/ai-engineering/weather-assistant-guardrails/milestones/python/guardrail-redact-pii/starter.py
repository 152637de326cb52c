def redact(text):
    return text
