# Mistake: off by one: counts the ways to reach step n - 1
def climb_stairs(n):
    a, b = 1, 1
    for _ in range(n - 2):
        a, b = b, a + b
    return b
