/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'edit-distance',
  language: 'python',
  title: 'Fuzzy Match Company Names',
  topic: 'Algorithms',
  difficulty: 'Hard',
  description: `Entity resolution often compares names with the Levenshtein distance: the minimum number of single-character insertions, deletions and substitutions turning one string into the other.

Given a \`name\` and a list of \`candidates\`, return the candidate with the smallest distance to \`name\` after lower-casing both and trimming spaces, or \`None\` if the smallest distance is greater than \`max_distance\` or there are no candidates. Ties go to the candidate that comes first. Return the candidate as written.`,
  constraints: ['0 <= len(candidates) <= 1000', 'Names are at most 100 characters'],
  hints: [
    'Dynamic programming over prefixes: `d[i][j]` is the distance between the first `i` and `j` characters; one row at a time is enough.',
    'Substitution costs 0 when the characters are equal.',
  ],
  entryPoint: 'best_match',
  params: [{ name: 'name' }, { name: 'candidates' }, { name: 'max_distance' }],
  starterCode: `from typing import List, Optional


def best_match(name: str, candidates: List[str], max_distance: int) -> Optional[str]:
    pass
`,
  solution: `from typing import List, Optional


def _distance(a: str, b: str) -> int:
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        previous = current
    return previous[-1]


def best_match(name: str, candidates: List[str], max_distance: int) -> Optional[str]:
    target = name.strip().lower()
    best, best_distance = None, max_distance + 1
    for candidate in candidates:
        distance = _distance(target, candidate.strip().lower())
        if distance < best_distance:
            best, best_distance = candidate, distance
    return best
`,
  wrongSolutions: [
    {
      mistake: 'Hamming-style distance: compares positions, ignores insertions',
      code: `def best_match(name, candidates, max_distance):
    t = name.strip().lower()
    best, bd = None, max_distance + 1
    for c in candidates:
        s = c.strip().lower()
        d = sum(1 for x, y in zip(t, s) if x != y) + abs(len(t) - len(s))
        if d < bd:
            best, bd = c, d
    return best
`,
    },
    {
      mistake: 'the last candidate wins a tie',
      code: `def _d(a, b):
    p = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        c = [i]
        for j, y in enumerate(b, 1):
            c.append(min(p[j] + 1, c[j - 1] + 1, p[j - 1] + (x != y)))
        p = c
    return p[-1]
def best_match(name, candidates, max_distance):
    t = name.strip().lower()
    best, bd = None, max_distance + 1
    for c in candidates:
        d = _d(t, c.strip().lower())
        if d <= bd:
            best, bd = c, d
    return best
`,
    },
    {
      mistake: 'case-sensitive comparison',
      code: `def _d(a, b):
    p = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        c = [i]
        for j, y in enumerate(b, 1):
            c.append(min(p[j] + 1, c[j - 1] + 1, p[j - 1] + (x != y)))
        p = c
    return p[-1]
def best_match(name, candidates, max_distance):
    best, bd = None, max_distance + 1
    for c in candidates:
        d = _d(name.strip(), c.strip())
        if d < bd:
            best, bd = c, d
    return best
`,
    },
  ],
  tests: [
    {
      args: ['Acme Corp', ['Acme Corporation', 'ACME Corp.', 'Apex Corp'], 3],
      expected: 'ACME Corp.',
      hidden: false,
    },
    { args: ['Nyra', [], 2], expected: null, hidden: false },
    { args: ['globex', ['initech', 'umbrella'], 2], expected: null },
    { args: ['stripe', ['strip', 'tripe'], 1], expected: 'strip' },
    { args: ['data co', ['datta co', 'dota co'], 1], expected: 'datta co' },
    { args: ['abc', ['xbc', 'axc', 'abx'], 1], expected: 'xbc' },
    { args: ['  Initech ', ['INITECH'], 0], expected: 'INITECH' },
    { args: ['kitten', ['sitting'], 3], expected: 'sitting' },
    { args: ['kitten', ['sitting'], 2], expected: null },
    { args: ['ab', ['ba', 'a', 'abc'], 1], expected: 'a' },
  ],
};
