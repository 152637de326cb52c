# Mistake: loses the last run
def summarize_ranges(nums):
    out, start = [], None
    for i, n in enumerate(nums):
        if start is None:
            start = n
        if i + 1 < len(nums) and nums[i + 1] != n + 1:
            out.append(str(start) if start == n else f"{start}->{n}")
            start = None
    return out
