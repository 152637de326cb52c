# Mistake: returns a reversed copy and leaves the list unchanged
def reverse_string(s):
    return s[::-1]
