def climb_stairs(n: int) -> int:
    # Return the number of distinct ways to reach step n.
    pass
