# Mistake: returns n for every input
def climb_stairs(n):
    return n
