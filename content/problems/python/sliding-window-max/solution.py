from collections import deque
from typing import List


def window_max(load: List[int], k: int) -> List[int]:
    window: deque = deque()
    result = []
    for index, value in enumerate(load):
        while window and load[window[-1]] <= value:
            window.pop()
        window.append(index)
        if window[0] <= index - k:
            window.popleft()
        if index >= k - 1:
            result.append(load[window[0]])
    return result
