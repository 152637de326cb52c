from typing import List


def moving_average(values: List[float], window: int) -> List[float]:
    if len(values) < window:
        return []
    total = sum(values[:window])
    averages = [round(total / window, 2)]
    for index in range(window, len(values)):
        total += values[index] - values[index - window]
        averages.append(round(total / window, 2))
    return averages
