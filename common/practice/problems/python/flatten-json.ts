/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'flatten-json',
  language: 'python',
  title: 'Flatten a JSON Document',
  topic: 'Parsing CSV & JSON',
  difficulty: 'Medium',
  description: `Data warehouses like flat columns; APIs return nested JSON. Given a JSON document as text whose top level is an object, return a flat dict that maps dotted paths to leaf values.

- Nested object keys are joined with \`.\`: \`{"user": {"name": "Ada"}}\` → \`{"user.name": "Ada"}\`.
- List items use their index: \`{"tags": ["a", "b"]}\` → \`{"tags.0": "a", "tags.1": "b"}\`.
- Empty objects and empty lists are leaves and are kept as they are.`,
  constraints: ['The document is valid JSON and its top level is an object', 'Nesting depth <= 50'],
  hints: [
    'Parse the text with `json.loads`, then walk the result recursively, carrying the path so far.',
    'A value is a leaf when it is not a dict or list, or when it is an empty dict or list.',
  ],
  entryPoint: 'flatten_json',
  params: [{ name: 'text' }],
  starterCode: `def flatten_json(text: str) -> dict:
    # Return {dotted.path: leaf value}.
    pass
`,
  solution: `import json


def flatten_json(text: str) -> dict:
    flat = {}

    def walk(value, path):
        if isinstance(value, dict) and value:
            for key, item in value.items():
                walk(item, f"{path}.{key}")
        elif isinstance(value, list) and value:
            for index, item in enumerate(value):
                walk(item, f"{path}.{index}")
        else:
            flat[path] = value

    for key, value in json.loads(text).items():
        walk(value, key)
    return flat
`,
  solutionNotes:
    'A depth-first walk visits every value once; the path grows by one segment per level.',
  wrongSolutions: [
    {
      mistake: 'drops empty objects and lists',
      code: `import json
def flatten_json(text):
    flat = {}
    def walk(v, p):
        if isinstance(v, dict):
            for k, x in v.items():
                walk(x, p + "." + k)
        elif isinstance(v, list):
            for i, x in enumerate(v):
                walk(x, p + "." + str(i))
        else:
            flat[p] = v
    for k, v in json.loads(text).items():
        walk(v, k)
    return flat
`,
    },
    {
      mistake: 'does not descend into lists',
      code: `import json
def flatten_json(text):
    flat = {}
    def walk(v, p):
        if isinstance(v, dict) and v:
            for k, x in v.items():
                walk(x, p + "." + k)
        else:
            flat[p] = v
    for k, v in json.loads(text).items():
        walk(v, k)
    return flat
`,
    },
    {
      mistake: 'joins keys with "_" instead of "."',
      code: `import json
def flatten_json(text):
    flat = {}
    def walk(v, p):
        if isinstance(v, dict) and v:
            for k, x in v.items():
                walk(x, p + "_" + k)
        elif isinstance(v, list) and v:
            for i, x in enumerate(v):
                walk(x, p + "_" + str(i))
        else:
            flat[p] = v
    for k, v in json.loads(text).items():
        walk(v, k)
    return flat
`,
    },
  ],
  tests: [
    {
      args: ['{"id": 7, "user": {"name": "Ada", "langs": ["py", "sql"]}}'],
      expected: { id: 7, 'user.name': 'Ada', 'user.langs.0': 'py', 'user.langs.1': 'sql' },
      hidden: false,
    },
    { args: ['{}'], expected: {} },
    { args: ['{"a": {"b": {"c": {"d": 1}}}}'], expected: { 'a.b.c.d': 1 } },
    {
      args: ['{"tags": [], "meta": {}, "ok": true, "note": null}'],
      expected: { tags: [], meta: {}, ok: true, note: null },
    },
    {
      args: ['{"rows": [{"x": 1}, {"x": 2, "y": [3]}]}'],
      expected: { 'rows.0.x': 1, 'rows.1.x': 2, 'rows.1.y.0': 3 },
    },
    {
      args: ['{"price": 9.99, "qty": 0, "name": ""}'],
      expected: { price: 9.99, qty: 0, name: '' },
    },
    {
      args: ['{"matrix": [[1, 2], [3]]}'],
      expected: { 'matrix.0.0': 1, 'matrix.0.1': 2, 'matrix.1.0': 3 },
    },
    { args: ['{"a": {"b": {"c": null}}, "d": []}'], expected: { 'a.b.c': null, d: [] } },
    { args: ['{"x": [{"y": 1}, {"y": 2}]}'], expected: { 'x.0.y': 1, 'x.1.y': 2 } },
    { args: ['{"e": {}, "f": false}'], expected: { e: {}, f: false } },
  ],
};
