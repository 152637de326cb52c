/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'standardize-column-names',
  language: 'python',
  title: 'Standardize Column Names',
  topic: 'Data Cleaning',
  difficulty: 'Easy',
  description: `Before loading a spreadsheet into the warehouse, turn its headers into snake_case column names:

- \`camelCase\` boundaries become underscores (\`"orderId"\` → \`"order_id"\`);
- every run of characters that are not letters or digits becomes one underscore, with none at the ends (\`" First Name "\` → \`"first_name"\`);
- everything is lower-case; an empty result becomes \`"column"\`;
- a name that is already taken gets \`_2\`, \`_3\`… (the first \`_n\` still free), in header order.`,
  constraints: ['0 <= len(headers) <= 1000'],
  hints: [
    'Insert an underscore before an upper-case letter that follows a lower-case letter or digit, then replace non-alphanumeric runs.',
    'Keep a set of names already used; try suffixes 2, 3, … until one is free.',
  ],
  entryPoint: 'standardize_columns',
  params: [{ name: 'headers' }],
  starterCode: `from typing import List


def standardize_columns(headers: List[str]) -> List[str]:
    pass
`,
  solution: `from typing import List


def _snake(header: str) -> str:
    chars = []
    previous = ""
    for ch in header:
        if ch.isupper() and (previous.islower() or previous.isdigit()):
            chars.append("_")
        chars.append(ch.lower() if ch.isalnum() and ch.isascii() else "_")
        previous = ch
    parts = [part for part in "".join(chars).split("_") if part]
    return "_".join(parts) or "column"


def standardize_columns(headers: List[str]) -> List[str]:
    used = set()
    result = []
    for header in headers:
        base = _snake(header)
        name, n = base, 2
        while name in used:
            name, n = base + "_" + str(n), n + 1
        used.add(name)
        result.append(name)
    return result
`,
  wrongSolutions: [
    {
      mistake: 'does not de-duplicate',
      code: `def standardize_columns(headers):
    result = []
    for header in headers:
        chars, previous = [], ""
        for ch in header:
            if ch.isupper() and (previous.islower() or previous.isdigit()):
                chars.append("_")
            chars.append(ch.lower() if ch.isalnum() else "_")
            previous = ch
        result.append("_".join(p for p in "".join(chars).split("_") if p) or "column")
    return result
`,
    },
    {
      mistake: 'ignores camelCase',
      code: `def standardize_columns(headers):
    used, result = set(), []
    for header in headers:
        base = "_".join(p for p in "".join(c.lower() if c.isalnum() else "_" for c in header).split("_") if p) or "column"
        name, n = base, 2
        while name in used:
            name, n = base + "_" + str(n), n + 1
        used.add(name)
        result.append(name)
    return result
`,
    },
    {
      mistake: 'numbers duplicates per base name without checking the suffixed name is free',
      code: `def standardize_columns(headers):
    counts, result = {}, []
    for header in headers:
        chars, previous = [], ""
        for ch in header:
            if ch.isupper() and (previous.islower() or previous.isdigit()):
                chars.append("_")
            chars.append(ch.lower() if ch.isalnum() else "_")
            previous = ch
        base = "_".join(p for p in "".join(chars).split("_") if p) or "column"
        counts[base] = counts.get(base, 0) + 1
        result.append(base if counts[base] == 1 else base + "_" + str(counts[base]))
    return result
`,
    },
  ],
  tests: [
    {
      args: [[' First Name ', 'orderId', 'Total ($)']],
      expected: ['first_name', 'order_id', 'total'],
      hidden: false,
    },
    {
      args: [['email', 'Email', 'E-mail']],
      expected: ['email', 'email_2', 'e_mail'],
      hidden: false,
    },
    { args: [[]], expected: [] },
    { args: [['', '!!!']], expected: ['column', 'column_2'] },
    { args: [['userID', 'createdAt2']], expected: ['user_id', 'created_at2'] },
    { args: [['id', 'id', 'id_2']], expected: ['id', 'id_2', 'id_2_2'] },
    { args: [['a_2', 'a', 'a']], expected: ['a_2', 'a', 'a_3'] },
    {
      args: [['Unit Price (EUR)', 'unit_price_eur']],
      expected: ['unit_price_eur', 'unit_price_eur_2'],
    },
    { args: [['ALLCAPS', 'mixedCASEName']], expected: ['allcaps', 'mixed_casename'] },
    { args: [['  ', 'column', 'Column']], expected: ['column', 'column_2', 'column_3'] },
  ],
};
