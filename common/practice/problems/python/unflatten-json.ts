/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'unflatten-json',
  language: 'python',
  title: 'Unflatten Dotted Keys',
  topic: 'Parsing CSV & JSON',
  difficulty: 'Medium',
  description: `A key-value store keeps documents flattened: \`{"user.name": "Ann", "user.address.city": "Oslo", "active": true}\`. Rebuild the nested dict: split each key on \`.\` and create intermediate dicts as needed.

When a key is both a value and a prefix (\`"a": 1\` and \`"a.b": 2\`), the nested dict wins and the plain value is dropped, whatever the order of the keys. Empty segments (\`"a..b"\`, \`".a"\`) are kept as empty-string keys.`,
  constraints: ['0 <= len(flat) <= 10^4'],
  hints: [
    'Walk the segments with `setdefault`, but a segment may already hold a plain value that must be replaced by a dict.',
    'Handle "the nested dict wins" both when the plain value comes first and when it comes last.',
  ],
  entryPoint: 'unflatten',
  params: [{ name: 'flat' }],
  starterCode: `from typing import Any, Dict


def unflatten(flat: Dict[str, Any]) -> Dict[str, Any]:
    pass
`,
  solution: `from typing import Any, Dict


def unflatten(flat: Dict[str, Any]) -> Dict[str, Any]:
    root: Dict[str, Any] = {}
    for key, value in flat.items():
        parts = key.split(".")
        node = root
        for part in parts[:-1]:
            child = node.get(part)
            if not isinstance(child, dict):
                child = {}
                node[part] = child
            node = child
        leaf = parts[-1]
        if not isinstance(node.get(leaf), dict) or isinstance(value, dict):
            node[leaf] = value
    return root
`,
  wrongSolutions: [
    {
      mistake: 'a plain value that comes later overwrites the nested dict',
      code: `def unflatten(flat):
    root = {}
    for k, v in flat.items():
        parts = k.split(".")
        node = root
        for p in parts[:-1]:
            if not isinstance(node.get(p), dict):
                node[p] = {}
            node = node[p]
        node[parts[-1]] = v
    return root
`,
    },
    {
      mistake: 'crashes when a plain value comes before a nested key',
      code: `def unflatten(flat):
    root = {}
    for k, v in flat.items():
        parts = k.split(".")
        node = root
        for p in parts[:-1]:
            node = node.setdefault(p, {})
        if not isinstance(node.get(parts[-1]), dict):
            node[parts[-1]] = v
    return root
`,
    },
    {
      mistake: 'drops empty segments',
      code: `def unflatten(flat):
    root = {}
    for k, v in flat.items():
        parts = [p for p in k.split(".") if p] or [""]
        node = root
        for p in parts[:-1]:
            if not isinstance(node.get(p), dict):
                node[p] = {}
            node = node[p]
        if not isinstance(node.get(parts[-1]), dict):
            node[parts[-1]] = v
    return root
`,
    },
  ],
  tests: [
    {
      args: [{ 'user.name': 'Ann', 'user.address.city': 'Oslo', active: true }],
      expected: { user: { name: 'Ann', address: { city: 'Oslo' } }, active: true },
      hidden: false,
    },
    { args: [{ a: 1, 'a.b': 2 }], expected: { a: { b: 2 } }, hidden: false },
    { args: [{}], expected: {} },
    { args: [{ 'a.b': 2, a: 1 }], expected: { a: { b: 2 } } },
    { args: [{ 'x.y.z': null }], expected: { x: { y: { z: null } } } },
    { args: [{ 'a..b': 1, '.c': 2 }], expected: { a: { '': { b: 1 } }, '': { c: 2 } } },
    { args: [{ 'a.b': 1, 'a.c': [1, 2], d: 'e' }], expected: { a: { b: 1, c: [1, 2] }, d: 'e' } },
    { args: [{ 'm.n': 1, m: 'x', 'm.o': 2 }], expected: { m: { n: 1, o: 2 } } },
    { args: [{ 'a.b.c': 1, 'a.b': 0, 'a.d': 3 }], expected: { a: { b: { c: 1 }, d: 3 } } },
    {
      args: [{ k: { already: 'nested' }, 'k.more': 1 }],
      expected: { k: { already: 'nested', more: 1 } },
    },
    { args: [{ p: 'v', 'p.q': 1, r: 2 }], expected: { p: { q: 1 }, r: 2 } },
  ],
};
