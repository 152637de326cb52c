# Mistake: returns the values, not the indices
def two_sum(nums, target):
    seen = set()
    for n in nums:
        if target - n in seen:
            return [target - n, n]
        seen.add(n)
    return []
