# Mistake: stops one swap early
def reverse_string(s):
    left, right = 0, len(s) - 1
    while left < right - 1:
        s[left], s[right] = s[right], s[left]
        left += 1
        right -= 1
