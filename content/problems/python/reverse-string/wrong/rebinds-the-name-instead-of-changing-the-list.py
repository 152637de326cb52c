# Mistake: rebinds the name instead of changing the list
def reverse_string(s):
    s = list(reversed(s))
