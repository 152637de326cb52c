/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'normalize-phone-numbers',
  language: 'python',
  title: 'Normalize Phone Numbers',
  topic: 'Data Cleaning',
  difficulty: 'Easy',
  description: `A CRM export holds North American phone numbers typed by hand: \`"(415) 555-0134"\`, \`"415.555.0134"\`, \`"+1 415 555 0134"\`, \`""\` or \`None\`.

Return a list with one entry per input: the 10 digits as \`"415-555-0134"\`, or \`None\` when the value is missing or does not hold exactly 10 digits (11 digits are accepted only when the first is the country code \`1\`, which is dropped).`,
  constraints: ['0 <= len(phones) <= 10^4', 'Values are strings or None'],
  hints: [
    'Keep only the characters for which `str.isdigit()` is true.',
    'Handle the leading country code before checking the length, and do not forget `None`.',
  ],
  entryPoint: 'normalize_phones',
  params: [{ name: 'phones' }],
  starterCode: `from typing import List, Optional


def normalize_phones(phones: List[Optional[str]]) -> List[Optional[str]]:
    pass
`,
  solution: `from typing import List, Optional


def normalize_phones(phones: List[Optional[str]]) -> List[Optional[str]]:
    result = []
    for phone in phones:
        digits = "".join(ch for ch in (phone or "") if ch.isdigit())
        if len(digits) == 11 and digits[0] == "1":
            digits = digits[1:]
        if len(digits) != 10:
            result.append(None)
        else:
            result.append(digits[:3] + "-" + digits[3:6] + "-" + digits[6:])
    return result
`,
  wrongSolutions: [
    {
      mistake: 'crashes on None',
      code: `def normalize_phones(phones):
    result = []
    for phone in phones:
        digits = "".join(ch for ch in phone if ch.isdigit())
        if len(digits) == 11 and digits[0] == "1":
            digits = digits[1:]
        result.append(digits[:3] + "-" + digits[3:6] + "-" + digits[6:] if len(digits) == 10 else None)
    return result
`,
    },
    {
      mistake: 'drops any leading digit of an 11-digit number',
      code: `def normalize_phones(phones):
    result = []
    for phone in phones:
        digits = "".join(ch for ch in (phone or "") if ch.isdigit())
        if len(digits) == 11:
            digits = digits[1:]
        result.append(digits[:3] + "-" + digits[3:6] + "-" + digits[6:] if len(digits) == 10 else None)
    return result
`,
    },
    {
      mistake: 'keeps the last 10 digits of longer numbers',
      code: `def normalize_phones(phones):
    result = []
    for phone in phones:
        digits = "".join(ch for ch in (phone or "") if ch.isdigit())[-10:]
        result.append(digits[:3] + "-" + digits[3:6] + "-" + digits[6:] if len(digits) == 10 else None)
    return result
`,
    },
  ],
  tests: [
    {
      args: [['(415) 555-0134', '415.555.0134']],
      expected: ['415-555-0134', '415-555-0134'],
      hidden: false,
    },
    { args: [['+1 415 555 0134', '555-0134']], expected: ['415-555-0134', null], hidden: false },
    { args: [[]], expected: [] },
    { args: [[null, '']], expected: [null, null] },
    { args: [['2125550199']], expected: ['212-555-0199'] },
    { args: [['12125550199', '22125550199']], expected: ['212-555-0199', null] },
    { args: [['1-800-555-0100 ext 12']], expected: [null] },
    { args: [['(646)5550123', ' 646 555 0123 ']], expected: ['646-555-0123', '646-555-0123'] },
    { args: [['415-555-013', '415-555-01345']], expected: [null, null] },
    {
      args: [['phone: 303 555 0101', null, '1 (303) 555-0101']],
      expected: ['303-555-0101', null, '303-555-0101'],
    },
  ],
};
