/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'group-anagrams',
  language: 'python',
  title: 'Group Anagrams',
  topic: 'Collections',
  difficulty: 'Medium',
  description:
    'Given a list of strings `words`, group the anagrams together (words made of the same letters, like "eat", "tea" and "ate"). Return the groups in any order; the words inside a group may also be in any order. Duplicates stay in their group.',
  constraints: [
    '0 <= len(words) <= 10^4',
    '0 <= len(words[i]) <= 100',
    'Lower-case English letters',
  ],
  hints: [
    'Two words are anagrams exactly when their sorted letters are equal.',
    'Use `collections.defaultdict(list)` keyed by `"".join(sorted(word))`.',
  ],
  entryPoint: 'group_anagrams',
  params: [{ name: 'words' }],
  compare: 'unordered_nested',
  starterCode: `from typing import List


def group_anagrams(words: List[str]) -> List[List[str]]:
    # Return the groups of anagrams, in any order.
    pass
`,
  solution: `from collections import defaultdict
from typing import List


def group_anagrams(words: List[str]) -> List[List[str]]:
    groups = defaultdict(list)
    for word in words:
        groups["".join(sorted(word))].append(word)
    return list(groups.values())
`,
  solutionNotes: 'Sorting each word gives a canonical key: O(n · m log m) for n words of length m.',
  wrongSolutions: [
    {
      mistake: 'groups by letter set, ignoring counts',
      code: `def group_anagrams(words):
    g = {}
    for w in words:
        g.setdefault("".join(sorted(set(w))), []).append(w)
    return list(g.values())
`,
    },
    {
      mistake: 'drops duplicate words',
      code: `def group_anagrams(words):
    g = {}
    for w in dict.fromkeys(words):
        g.setdefault("".join(sorted(w)), []).append(w)
    return list(g.values())
`,
    },
    {
      mistake: 'groups by length',
      code: `def group_anagrams(words):
    g = {}
    for w in words:
        g.setdefault(len(w), []).append(w)
    return list(g.values())
`,
    },
  ],
  tests: [
    {
      args: [['eat', 'tea', 'tan', 'ate', 'nat', 'bat']],
      expected: [['eat', 'tea', 'ate'], ['tan', 'nat'], ['bat']],
      hidden: false,
    },
    { args: [['']], expected: [['']] },
    { args: [['a']], expected: [['a']] },
    { args: [[]], expected: [] },
    {
      args: [['abc', 'bca', 'cab', 'xyz', 'zyx', 'q']],
      expected: [['abc', 'bca', 'cab'], ['xyz', 'zyx'], ['q']],
    },
    { args: [['ab', 'ab', 'ba']], expected: [['ab', 'ab', 'ba']] },
    {
      args: [['listen', 'silent', 'enlist', 'google', 'gogole']],
      expected: [
        ['listen', 'silent', 'enlist'],
        ['google', 'gogole'],
      ],
    },
    {
      args: [['aab', 'aba', 'abb', 'bab']],
      expected: [
        ['aab', 'aba'],
        ['abb', 'bab'],
      ],
    },
    { args: [['x', 'x', 'y']], expected: [['x', 'x'], ['y']] },
    {
      args: [['listen', 'silent', 'enlist', 'google', 'gogole']],
      expected: [
        ['listen', 'silent', 'enlist'],
        ['google', 'gogole'],
      ],
    },
  ],
};
