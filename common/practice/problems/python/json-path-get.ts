/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'json-path-get',
  language: 'python',
  title: 'Read a Value by JSON Path',
  topic: 'Parsing CSV & JSON',
  difficulty: 'Easy',
  description: `Extracting a field from an API response is everyday ETL work. Given a parsed JSON document \`doc\` and a path such as \`"items[0].price"\` or \`"meta.tags[2]"\`, return the value, or \`default\` when any step is missing: a key that does not exist, an index out of range (negative indices are not allowed), indexing something that is not a list, or reading a key of something that is not a dict.

A path is dot-separated keys, each optionally followed by one or more \`[n]\` indices. A value of \`None\` (\`null\`) found at the end of the path is returned as is.`,
  constraints: ['Paths are at most 200 characters', 'Keys contain no `.` or `[`'],
  hints: [
    'Split on `.`, then split each part into the key before `[` and the indices inside the brackets.',
    'Distinguish "missing" from "present but None": use `key in node`, not `node.get(key)`.',
  ],
  entryPoint: 'get_path',
  params: [{ name: 'doc' }, { name: 'path' }, { name: 'default' }],
  starterCode: `from typing import Any


def get_path(doc: Any, path: str, default: Any) -> Any:
    pass
`,
  solution: `from typing import Any


def get_path(doc: Any, path: str, default: Any) -> Any:
    node = doc
    for part in path.split("."):
        key, _, rest = part.partition("[")
        indices = [piece.rstrip("]") for piece in rest.split("[")] if rest else []
        if key:
            if not isinstance(node, dict) or key not in node:
                return default
            node = node[key]
        for index_text in indices:
            if not index_text.isdigit() or not isinstance(node, list):
                return default
            index = int(index_text)
            if index >= len(node):
                return default
            node = node[index]
    return node
`,
  wrongSolutions: [
    {
      mistake: 'treats a present None as missing',
      code: `def get_path(doc, path, default):
    node = doc
    for part in path.split("."):
        key, _, rest = part.partition("[")
        idx = [p.rstrip("]") for p in rest.split("[")] if rest else []
        if key:
            if not isinstance(node, dict) or node.get(key) is None:
                return default
            node = node[key]
        for i in idx:
            if not isinstance(node, list) or not i.isdigit() or int(i) >= len(node):
                return default
            node = node[int(i)]
    return node
`,
    },
    {
      mistake: 'handles only one index per part',
      code: `def get_path(doc, path, default):
    node = doc
    for part in path.split("."):
        key, _, rest = part.partition("[")
        if key:
            if not isinstance(node, dict) or key not in node:
                return default
            node = node[key]
        if rest:
            i = rest.split("]")[0]
            if not isinstance(node, list) or not i.isdigit() or int(i) >= len(node):
                return default
            node = node[int(i)]
    return node
`,
    },
    {
      mistake: 'lets a string be indexed like a list',
      code: `def get_path(doc, path, default):
    node = doc
    for part in path.split("."):
        key, _, rest = part.partition("[")
        idx = [p.rstrip("]") for p in rest.split("[")] if rest else []
        if key:
            if not isinstance(node, dict) or key not in node:
                return default
            node = node[key]
        for i in idx:
            try:
                node = node[int(i)]
            except (IndexError, TypeError, ValueError, KeyError):
                return default
    return node
`,
    },
  ],
  tests: [
    {
      args: [{ items: [{ price: 9.5 }, { price: 3 }] }, 'items[1].price', null],
      expected: 3,
      hidden: false,
    },
    {
      args: [{ meta: { tags: ['a', 'b'] } }, 'meta.tags[2]', 'none'],
      expected: 'none',
      hidden: false,
    },
    { args: [{ a: null }, 'a', 'missing'], expected: null },
    { args: [{ a: { b: 1 } }, 'a.c', 0], expected: 0 },
    {
      args: [
        {
          grid: [
            [1, 2],
            [3, 4],
          ],
        },
        'grid[1][0]',
        null,
      ],
      expected: 3,
    },
    { args: [{ name: 'abc' }, 'name[0]', 'not a list'], expected: 'not a list' },
    { args: [{ a: [1, 2] }, 'a[-1]', 'neg'], expected: 'neg' },
    { args: [{ a: [1] }, 'a.b', 'x'], expected: 'x' },
    { args: [{ a: { b: [{ c: [5, 6, 7] }] } }, 'a.b[0].c[2]', null], expected: 7 },
    { args: [{ a: 1 }, 'a[0]', 'scalar'], expected: 'scalar' },
  ],
};
