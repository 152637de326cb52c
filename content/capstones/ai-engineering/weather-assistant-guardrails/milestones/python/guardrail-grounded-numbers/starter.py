def ungrounded_numbers(answer, record):
    return []
