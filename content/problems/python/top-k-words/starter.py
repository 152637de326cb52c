from typing import List


def top_k_words(text: str, k: int) -> List[str]:
    # Return the k most frequent words, most frequent first.
    pass
