def climb_stairs(n: int) -> int:
    previous, current = 1, 1  # ways to reach steps 0 and 1
    for _ in range(n - 1):
        previous, current = current, previous + current
    return current
