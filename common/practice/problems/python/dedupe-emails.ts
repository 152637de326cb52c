/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'dedupe-emails',
  language: 'python',
  title: 'De-duplicate E-mail Addresses',
  topic: 'De-duplication',
  difficulty: 'Easy',
  description: `A mailing list was merged from several sign-up forms. Normalize every address, then return the distinct normalized addresses in the order they first appear:

- trim spaces and lower-case;
- remove a \`+tag\` from the local part (\`ann+news@x.com\` → \`ann@x.com\`);
- for \`gmail.com\` and \`googlemail.com\` only, remove the dots from the local part and use the domain \`gmail.com\`.

Skip \`None\`, empty values and anything without exactly one \`@\` with text on both sides.`,
  constraints: ['0 <= len(emails) <= 10^5'],
  hints: [
    'Split on `@` once you know there is exactly one.',
    'A set of seen addresses plus a result list keeps first-seen order.',
  ],
  entryPoint: 'dedupe_emails',
  params: [{ name: 'emails' }],
  starterCode: `from typing import List, Optional


def dedupe_emails(emails: List[Optional[str]]) -> List[str]:
    pass
`,
  solution: `from typing import List, Optional


def dedupe_emails(emails: List[Optional[str]]) -> List[str]:
    seen = set()
    result = []
    for email in emails:
        text = (email or "").strip().lower()
        if text.count("@") != 1:
            continue
        local, domain = text.split("@")
        if not local or not domain:
            continue
        local = local.split("+", 1)[0]
        if domain in ("gmail.com", "googlemail.com"):
            local, domain = local.replace(".", ""), "gmail.com"
        if not local:
            continue
        address = local + "@" + domain
        if address not in seen:
            seen.add(address)
            result.append(address)
    return result
`,
  wrongSolutions: [
    {
      mistake: 'removes dots for every domain',
      code: `def dedupe_emails(emails):
    seen, out = set(), []
    for e in emails:
        t = (e or "").strip().lower()
        if t.count("@") != 1:
            continue
        local, domain = t.split("@")
        if not local or not domain:
            continue
        local = local.split("+", 1)[0].replace(".", "")
        if domain == "googlemail.com":
            domain = "gmail.com"
        a = local + "@" + domain
        if local and a not in seen:
            seen.add(a)
            out.append(a)
    return out
`,
    },
    {
      mistake: 'returns sorted addresses instead of first-seen order',
      code: `def dedupe_emails(emails):
    seen = set()
    for e in emails:
        t = (e or "").strip().lower()
        if t.count("@") != 1:
            continue
        local, domain = t.split("@")
        if not local or not domain:
            continue
        local = local.split("+", 1)[0]
        if domain in ("gmail.com", "googlemail.com"):
            local, domain = local.replace(".", ""), "gmail.com"
        if local:
            seen.add(local + "@" + domain)
    return sorted(seen)
`,
    },
    {
      mistake: 'forgets googlemail.com',
      code: `def dedupe_emails(emails):
    seen, out = set(), []
    for e in emails:
        t = (e or "").strip().lower()
        if t.count("@") != 1:
            continue
        local, domain = t.split("@")
        if not local or not domain:
            continue
        local = local.split("+", 1)[0]
        if domain == "gmail.com":
            local = local.replace(".", "")
        a = local + "@" + domain
        if local and a not in seen:
            seen.add(a)
            out.append(a)
    return out
`,
    },
  ],
  tests: [
    {
      args: [['Ann@X.com', ' ann@x.com ', 'bob+promo@y.org']],
      expected: ['ann@x.com', 'bob@y.org'],
      hidden: false,
    },
    {
      args: [['j.doe@gmail.com', 'jdoe+1@googlemail.com']],
      expected: ['jdoe@gmail.com'],
      hidden: false,
    },
    { args: [[]], expected: [] },
    { args: [[null, '', 'nobody', 'a@@b.com', '@x.com', 'x@']], expected: [] },
    {
      args: [['first.last@company.com', 'firstlast@company.com']],
      expected: ['first.last@company.com', 'firstlast@company.com'],
    },
    { args: [['zed@z.com', 'amy@a.com', 'zed@z.com']], expected: ['zed@z.com', 'amy@a.com'] },
    {
      args: [['A.B.C@GoogleMail.com', 'abc@gmail.com', 'a.b.c+x@gmail.com']],
      expected: ['abc@gmail.com'],
    },
    { args: [['+tag@x.com', 'ok@x.com']], expected: ['ok@x.com'] },
    {
      args: [['m.e@outlook.com', 'me@outlook.com', 'm.e+a@outlook.com']],
      expected: ['m.e@outlook.com', 'me@outlook.com'],
    },
    {
      args: [['c@c.com', 'b@b.com', 'a@a.com', 'B@B.COM']],
      expected: ['c@c.com', 'b@b.com', 'a@a.com'],
    },
  ],
};
