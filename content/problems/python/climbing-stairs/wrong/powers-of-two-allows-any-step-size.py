# Mistake: powers of two: allows any step size
def climb_stairs(n):
    return 2 ** (n - 1)
