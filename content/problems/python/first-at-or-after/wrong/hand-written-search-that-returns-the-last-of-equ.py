# Mistake: hand-written search that returns the last of equal timestamps
def first_at_or_after(timestamps, queries):
    out = []
    for q in queries:
        lo, hi, ans = 0, len(timestamps) - 1, -1
        while lo <= hi:
            mid = (lo + hi) // 2
            if timestamps[mid] >= q:
                ans = mid
                if timestamps[mid] == q:
                    lo = mid + 1
                else:
                    hi = mid - 1
            else:
                lo = mid + 1
        out.append(ans)
    return out
