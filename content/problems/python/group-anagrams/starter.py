from typing import List


def group_anagrams(words: List[str]) -> List[List[str]]:
    # Return the groups of anagrams, in any order.
    pass
