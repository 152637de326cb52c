/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'parse-mixed-dates',
  language: 'python',
  title: 'Parse Mixed Date Formats',
  topic: 'Dates & Times',
  difficulty: 'Medium',
  description: `Dates from several source systems arrive in different formats. Convert each to ISO \`YYYY-MM-DD\`:

- \`2024-03-07\` (ISO), \`20240307\` (compact);
- \`03/07/2024\` (US: month/day/year);
- \`7 Mar 2024\` or \`07 March 2024\` (English month names, any case).

Surrounding spaces are ignored. Anything else — including impossible dates like \`2023-02-29\` — and \`None\` become \`None\`.`,
  constraints: ['0 <= len(values) <= 10^4'],
  hints: [
    'Try a list of `datetime.strptime` formats in turn and keep the first that parses.',
    '`strptime` validates the calendar for you: February 29 only parses in leap years.',
  ],
  entryPoint: 'to_iso_dates',
  params: [{ name: 'values' }],
  starterCode: `from typing import List, Optional


def to_iso_dates(values: List[Optional[str]]) -> List[Optional[str]]:
    pass
`,
  solution: `from datetime import datetime
from typing import List, Optional

FORMATS = ("%Y-%m-%d", "%Y%m%d", "%m/%d/%Y", "%d %b %Y", "%d %B %Y")


def _parse(value: Optional[str]) -> Optional[str]:
    text = (value or "").strip()
    for pattern in FORMATS:
        try:
            return datetime.strptime(text, pattern).date().isoformat()
        except ValueError:
            continue
    return None


def to_iso_dates(values: List[Optional[str]]) -> List[Optional[str]]:
    return [_parse(value) for value in values]
`,
  wrongSolutions: [
    {
      mistake: 'reads slashes as day/month/year',
      code: `from datetime import datetime
def to_iso_dates(values):
    out = []
    for v in values:
        t, r = (v or "").strip(), None
        for f in ("%Y-%m-%d", "%Y%m%d", "%d/%m/%Y", "%d %b %Y", "%d %B %Y"):
            try:
                r = datetime.strptime(t, f).date().isoformat()
                break
            except ValueError:
                pass
        out.append(r)
    return out
`,
    },
    {
      mistake: 'builds dates from string slices without validating them',
      code: `def to_iso_dates(values):
    out = []
    for v in values:
        t = (v or "").strip()
        if len(t) == 10 and t[4] == "-":
            out.append(t)
        elif len(t) == 8 and t.isdigit():
            out.append(t[:4] + "-" + t[4:6] + "-" + t[6:])
        elif len(t) == 10 and t[2] == "/":
            out.append(t[6:] + "-" + t[:2] + "-" + t[3:5])
        else:
            out.append(None)
    return out
`,
    },
    {
      mistake: 'accepts only abbreviated month names',
      code: `from datetime import datetime
def to_iso_dates(values):
    out = []
    for v in values:
        t, r = (v or "").strip(), None
        for f in ("%Y-%m-%d", "%Y%m%d", "%m/%d/%Y", "%d %b %Y"):
            try:
                r = datetime.strptime(t, f).date().isoformat()
                break
            except ValueError:
                pass
        out.append(r)
    return out
`,
    },
  ],
  tests: [
    {
      args: [['2024-03-07', '03/07/2024', '7 Mar 2024']],
      expected: ['2024-03-07', '2024-03-07', '2024-03-07'],
      hidden: false,
    },
    {
      args: [['20240307', 'yesterday', null]],
      expected: ['2024-03-07', null, null],
      hidden: false,
    },
    { args: [[]], expected: [] },
    { args: [['2023-02-29', '2024-02-29']], expected: [null, '2024-02-29'] },
    { args: [['12/31/2024', '31/12/2024']], expected: ['2024-12-31', null] },
    { args: [['07 March 2024', '1 SEPTEMBER 2023']], expected: ['2024-03-07', '2023-09-01'] },
    { args: [['  2024-01-01  ', '']], expected: ['2024-01-01', null] },
    { args: [['20241301', '2024-13-01', '13/01/2024']], expected: [null, null, null] },
    { args: [['1 Sept 2024', '1 Sep 2024']], expected: [null, '2024-09-01'] },
    {
      args: [['02/29/2024', '02/29/2023', '2000-02-29']],
      expected: ['2024-02-29', null, '2000-02-29'],
    },
  ],
};
