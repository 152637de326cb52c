/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'top-error-templates',
  language: 'python',
  title: 'Top Error Templates',
  topic: 'Log Parsing',
  difficulty: 'Hard',
  description: `Error messages differ only by their ids and numbers: \`"timeout after 30s for user 4411"\` and \`"timeout after 5s for user 12"\` are the same problem. Turn each message into a template by replacing, token by token (tokens are separated by single spaces):

- a token made only of digits with \`<n>\`;
- a token of 8 or more characters made only of hex digits (\`0-9a-f\`, case-insensitive) and containing at least one digit with \`<id>\`;
- inside other tokens, every maximal run of digits with \`<n>\` (\`"30s"\` → \`"<n>s"\`, \`"v2.10"\` → \`"v<n>.<n>"\`).

Return the \`k\` most frequent templates as \`[template, count]\`, most frequent first, ties in alphabetical order of the template.`,
  constraints: ['0 <= len(messages) <= 10^5', '1 <= k <= 100'],
  hints: [
    'Check the whole-token rules before the digit-run rule: a hex id must not become `<n>`-pieces.',
    'Count with `collections.Counter` and sort by `(-count, template)`; `most_common` does not order ties alphabetically.',
  ],
  entryPoint: 'top_templates',
  params: [{ name: 'messages' }, { name: 'k' }],
  starterCode: `from typing import List


def top_templates(messages: List[str], k: int) -> List[list]:
    pass
`,
  solution: `from collections import Counter
from typing import List

HEX = set("0123456789abcdef")


def _template_token(token: str) -> str:
    if token.isdigit():
        return "<n>"
    lowered = token.lower()
    if len(token) >= 8 and set(lowered) <= HEX and any(ch.isdigit() for ch in token):
        return "<id>"
    out = []
    in_digits = False
    for ch in token:
        if ch.isdigit():
            if not in_digits:
                out.append("<n>")
            in_digits = True
        else:
            out.append(ch)
            in_digits = False
    return "".join(out)


def top_templates(messages: List[str], k: int) -> List[list]:
    counts = Counter(" ".join(_template_token(t) for t in m.split(" ")) for m in messages)
    ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    return [[template, count] for template, count in ranked[:k]]
`,
  wrongSolutions: [
    {
      mistake: 'uses most_common, whose ties keep first-seen order',
      code: `from collections import Counter
HEX = set("0123456789abcdef")
def _t(token):
    if token.isdigit():
        return "<n>"
    if len(token) >= 8 and set(token.lower()) <= HEX and any(c.isdigit() for c in token):
        return "<id>"
    out, run = [], False
    for c in token:
        if c.isdigit():
            if not run:
                out.append("<n>")
            run = True
        else:
            out.append(c)
            run = False
    return "".join(out)
def top_templates(messages, k):
    counts = Counter(" ".join(_t(t) for t in m.split(" ")) for m in messages)
    return [[t, c] for t, c in counts.most_common(k)]
`,
    },
    {
      mistake: 'replaces digit runs before recognising hex ids',
      code: `from collections import Counter
def _t(token):
    out, run = [], False
    for c in token:
        if c.isdigit():
            if not run:
                out.append("<n>")
            run = True
        else:
            out.append(c)
            run = False
    return "".join(out)
def top_templates(messages, k):
    counts = Counter(" ".join(_t(t) for t in m.split(" ")) for m in messages)
    return [[t, c] for t, c in sorted(counts.items(), key=lambda i: (-i[1], i[0]))[:k]]
`,
    },
    {
      mistake: 'treats any 8-character hex-looking token as an id, even without digits',
      code: `from collections import Counter
HEX = set("0123456789abcdef")
def _t(token):
    if token.isdigit():
        return "<n>"
    if len(token) >= 8 and set(token.lower()) <= HEX:
        return "<id>"
    out, run = [], False
    for c in token:
        if c.isdigit():
            if not run:
                out.append("<n>")
            run = True
        else:
            out.append(c)
            run = False
    return "".join(out)
def top_templates(messages, k):
    counts = Counter(" ".join(_t(t) for t in m.split(" ")) for m in messages)
    return [[t, c] for t, c in sorted(counts.items(), key=lambda i: (-i[1], i[0]))[:k]]
`,
    },
  ],
  tests: [
    {
      args: [['timeout after 30s for user 4411', 'timeout after 5s for user 12', 'disk full'], 2],
      expected: [
        ['timeout after <n>s for user <n>', 2],
        ['disk full', 1],
      ],
      hidden: false,
    },
    {
      args: [['job 9f86d081884c failed', 'job 0a1b2c3d4e5f failed'], 1],
      expected: [['job <id> failed', 2]],
      hidden: false,
    },
    { args: [[], 3], expected: [] },
    {
      args: [['b', 'a', 'c', 'a', 'b'], 2],
      expected: [
        ['a', 2],
        ['b', 2],
      ],
    },
    {
      args: [['z 1', 'y 2', 'x 3'], 3],
      expected: [
        ['x <n>', 1],
        ['y <n>', 1],
        ['z <n>', 1],
      ],
    },
    {
      args: [['upgrade to v2.10 failed', 'upgrade to v3.1 failed'], 1],
      expected: [['upgrade to v<n>.<n> failed', 2]],
    },
    {
      args: [['cache deadbeefcafe miss', 'cache deadbeef1 miss', 'cache 1234567 miss'], 5],
      expected: [
        ['cache <id> miss', 1],
        ['cache <n> miss', 1],
        ['cache deadbeefcafe miss', 1],
      ],
    },
    {
      args: [['retry 1 of 3', 'retry 2 of 3', 'conn reset', 'conn reset', 'retry 3 of 3'], 1],
      expected: [['retry <n> of <n>', 3]],
    },
    {
      args: [['id ABCDEF12 bad', 'id abcdef12 bad', 'id abcdef1 bad'], 2],
      expected: [
        ['id <id> bad', 2],
        ['id abcdef<n> bad', 1],
      ],
    },
    {
      args: [['q', 'p', 'p 7', 'q', 'p 8'], 3],
      expected: [
        ['p <n>', 2],
        ['q', 2],
        ['p', 1],
      ],
    },
  ],
};
