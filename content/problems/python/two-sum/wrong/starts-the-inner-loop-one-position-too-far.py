# Mistake: starts the inner loop one position too far
def two_sum(nums, target):
    for i in range(len(nums)):
        for j in range(i + 2, len(nums)):
            if nums[i] + nums[j] == target:
                return [i, j]
    return []
