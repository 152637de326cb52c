/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'top-k-words',
  language: 'python',
  title: 'Top K Frequent Words',
  topic: 'Collections',
  difficulty: 'Easy',
  description: `Return the \`k\` most frequent words in \`text\`, most frequent first. Words with the same count are listed alphabetically.

A word is a run of the letters a–z, compared case-insensitively (so "Data" and "data" are the same word; digits and punctuation separate words). If there are fewer than \`k\` distinct words, return them all.`,
  constraints: ['0 <= len(text) <= 10^6', '0 <= k <= 10^4'],
  hints: [
    '`re.findall(r"[a-z]+", text.lower())` extracts the words.',
    '`collections.Counter` counts them; sort the items by `(-count, word)` to get the required order.',
  ],
  entryPoint: 'top_k_words',
  params: [{ name: 'text' }, { name: 'k' }],
  starterCode: `from typing import List


def top_k_words(text: str, k: int) -> List[str]:
    # Return the k most frequent words, most frequent first.
    pass
`,
  solution: `import re
from collections import Counter
from typing import List


def top_k_words(text: str, k: int) -> List[str]:
    counts = Counter(re.findall(r"[a-z]+", text.lower()))
    ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    return [word for word, _ in ranked[:k]]
`,
  solutionNotes:
    'Counter does the counting in O(n); sorting the distinct words costs O(d log d). `Counter.most_common` does not break ties alphabetically, hence the explicit sort key.',
  wrongSolutions: [
    {
      mistake: 'ties in first-seen order (most_common)',
      code: `import re
from collections import Counter
def top_k_words(text, k):
    return [w for w, _ in Counter(re.findall(r"[a-z]+", text.lower())).most_common(k)]
`,
    },
    {
      mistake: 'case-sensitive',
      code: `import re
from collections import Counter
def top_k_words(text, k):
    c = Counter(re.findall(r"[A-Za-z]+", text))
    return [w for w, _ in sorted(c.items(), key=lambda i: (-i[1], i[0]))[:k]]
`,
    },
    {
      mistake: 'splits on spaces, keeping punctuation',
      code: `from collections import Counter
def top_k_words(text, k):
    c = Counter(text.lower().split())
    return [w for w, _ in sorted(c.items(), key=lambda i: (-i[1], i[0]))[:k]]
`,
    },
  ],
  tests: [
    { args: ['the cat and the hat and the bat', 2], expected: ['the', 'and'], hidden: false },
    { args: ['Data, data, DATA! Big data?', 1], expected: ['data'], hidden: false },
    { args: ['', 3], expected: [] },
    { args: ['b a c', 2], expected: ['a', 'b'] },
    { args: ['one two two', 5], expected: ['two', 'one'] },
    { args: ['x1 y2 x3', 1], expected: ['x'] },
    { args: ['Spark spark SQL sql sql pandas', 3], expected: ['sql', 'spark', 'pandas'] },
    { args: ['a b c d', 0], expected: [] },
    { args: ['zeta alpha zeta alpha beta', 2], expected: ['alpha', 'zeta'] },
    { args: ['ETL, etl; Etl!', 1], expected: ['etl'] },
    { args: ['', 3], expected: [] },
  ],
};
