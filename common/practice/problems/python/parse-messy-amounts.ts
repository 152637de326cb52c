/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'parse-messy-amounts',
  language: 'python',
  title: 'Parse Messy Amounts',
  topic: 'Data Cleaning',
  difficulty: 'Medium',
  description: `A finance spreadsheet was exported as text. Convert each cell to a float:

- thousands separators and a leading currency sign are removed: \`"$1,234.50"\` → \`1234.5\`;
- accounting negatives are in parentheses: \`"(45.00)"\` → \`-45.0\`; a leading minus also works;
- surrounding spaces are ignored;
- \`None\`, \`""\`, \`"N/A"\`, \`"-"\` and anything else that is not a number become \`None\`.`,
  constraints: ['0 <= len(cells) <= 10^4', 'The only currency sign is `$`'],
  hints: [
    'Strip spaces first, then detect the parentheses, then remove `$` and `,`.',
    'Let `float()` decide what is a number, and catch its `ValueError`.',
  ],
  entryPoint: 'parse_amounts',
  params: [{ name: 'cells' }],
  starterCode: `from typing import List, Optional


def parse_amounts(cells: List[Optional[str]]) -> List[Optional[float]]:
    pass
`,
  solution: `from typing import List, Optional


def parse_amounts(cells: List[Optional[str]]) -> List[Optional[float]]:
    result = []
    for cell in cells:
        text = (cell or "").strip()
        sign = 1.0
        if len(text) >= 2 and text[0] == "(" and text[-1] == ")":
            sign, text = -1.0, text[1:-1].strip()
        if text.startswith("-"):
            sign, text = -sign, text[1:].strip()
        text = text.replace("$", "", 1).replace(",", "")
        try:
            value = float(text)
        except ValueError:
            result.append(None)
            continue
        if value != value or value in (float("inf"), float("-inf")):
            result.append(None)
        else:
            result.append(sign * value)
    return result
`,
  wrongSolutions: [
    {
      mistake: 'ignores accounting parentheses',
      code: `def parse_amounts(cells):
    result = []
    for cell in cells:
        text = (cell or "").strip().replace("$", "").replace(",", "")
        try:
            result.append(float(text))
        except ValueError:
            result.append(None)
    return result
`,
    },
    {
      mistake: 'turns missing values into 0.0',
      code: `def parse_amounts(cells):
    result = []
    for cell in cells:
        text = (cell or "0").strip()
        sign = 1.0
        if len(text) >= 2 and text[0] == "(" and text[-1] == ")":
            sign, text = -1.0, text[1:-1]
        text = text.replace("$", "").replace(",", "")
        try:
            result.append(sign * float(text))
        except ValueError:
            result.append(0.0)
    return result
`,
    },
    {
      mistake: 'treats the comma as a decimal point',
      code: `def parse_amounts(cells):
    result = []
    for cell in cells:
        text = (cell or "").strip()
        sign = 1.0
        if len(text) >= 2 and text[0] == "(" and text[-1] == ")":
            sign, text = -1.0, text[1:-1]
        text = text.replace("$", "").replace(",", ".")
        try:
            result.append(sign * float(text))
        except ValueError:
            result.append(None)
    return result
`,
    },
  ],
  tests: [
    { args: [['$1,234.50', '(45.00)', '12']], expected: [1234.5, -45, 12], hidden: false },
    { args: [['N/A', '', null]], expected: [null, null, null], hidden: false },
    { args: [[]], expected: [] },
    { args: [['  $7.25  ', '-3']], expected: [7.25, -3] },
    { args: [['$(1,000)', '($2,500.75)']], expected: [null, -2500.75] },
    { args: [['-', 'abc', '1.2.3']], expected: [null, null, null] },
    { args: [['1,000,000', '0.00']], expected: [1000000, 0] },
    { args: [['( 12.5 )', '-$4']], expected: [-12.5, -4] },
    { args: [['nan', 'inf', '3e2']], expected: [null, null, 300] },
    { args: [['$0', null, '(0)', '$ 19.99']], expected: [0, null, 0, 19.99] },
  ],
};
