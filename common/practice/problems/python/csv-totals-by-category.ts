/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */
import type { PythonProblemInput } from '../../problem-schema.ts';

export const problem: PythonProblemInput = {
  id: 'csv-totals-by-category',
  language: 'python',
  title: 'Spending by Category from CSV',
  topic: 'Parsing CSV & JSON',
  difficulty: 'Easy',
  description: `An expense export arrives as CSV text with a header row that includes the columns \`category\` and \`amount\` (in any order, possibly with other columns).

Return a dict mapping each category to its total amount, rounded to 2 decimals.

- Fields may be quoted and contain commas (\`"books, music"\`).
- Strip spaces around the category name.
- Skip rows whose category is empty or whose amount is not a number.`,
  constraints: ['0 <= number of rows <= 10^4', 'Amounts may be negative (refunds)'],
  hints: [
    'Splitting lines on "," breaks on quoted fields. The `csv` module handles quoting for you.',
    '`csv.DictReader(io.StringIO(csv_text))` gives one dict per row keyed by the header.',
    'Wrap `float(...)` in try/except ValueError to skip bad amounts; round only at the end.',
  ],
  entryPoint: 'total_by_category',
  params: [{ name: 'csv_text' }],
  starterCode: `def total_by_category(csv_text: str) -> dict:
    # Return {category: total amount rounded to 2 decimals}.
    pass
`,
  solution: `import csv
import io


def total_by_category(csv_text: str) -> dict:
    totals = {}
    for row in csv.DictReader(io.StringIO(csv_text)):
        category = (row.get("category") or "").strip()
        try:
            amount = float(row.get("amount") or "")
        except ValueError:
            continue
        if not category:
            continue
        totals[category] = totals.get(category, 0.0) + amount
    return {category: round(total, 2) for category, total in totals.items()}
`,
  solutionNotes:
    'DictReader handles quoting and column order; rounding once at the end avoids accumulating rounding errors.',
  wrongSolutions: [
    {
      mistake: 'splits on commas instead of using the csv module',
      code: `def total_by_category(csv_text):
    totals = {}
    for line in csv_text.splitlines()[1:]:
        parts = line.split(",")
        if len(parts) < 3:
            continue
        try:
            amount = float(parts[2])
        except ValueError:
            continue
        cat = parts[1].strip()
        if cat:
            totals[cat] = totals.get(cat, 0.0) + amount
    return {c: round(t, 2) for c, t in totals.items()}
`,
    },
    {
      mistake: 'does not skip rows with a bad amount',
      code: `import csv, io
def total_by_category(csv_text):
    totals = {}
    for row in csv.DictReader(io.StringIO(csv_text)):
        cat = (row.get("category") or "").strip()
        if not cat:
            continue
        try:
            amount = float(row.get("amount") or 0)
        except ValueError:
            amount = 0.0
        totals[cat] = totals.get(cat, 0.0) + amount
    return {c: round(t, 2) for c, t in totals.items()}
`,
    },
    {
      mistake: 'keeps rows without a category under ""',
      code: `import csv, io
def total_by_category(csv_text):
    totals = {}
    for row in csv.DictReader(io.StringIO(csv_text)):
        cat = (row.get("category") or "").strip()
        try:
            amount = float(row.get("amount") or "")
        except ValueError:
            continue
        totals[cat] = totals.get(cat, 0.0) + amount
    return {c: round(t, 2) for c, t in totals.items()}
`,
    },
  ],
  tests: [
    {
      args: [
        'date,category,amount\n2024-01-02,food,12.50\n2024-01-03,travel,40\n2024-01-05,food,7.25\n',
      ],
      expected: { food: 19.75, travel: 40 },
      hidden: false,
    },
    {
      args: ['date,category,amount\n2024-02-01,"books, music",15.99\n2024-02-02,books,4.01\n'],
      expected: { 'books, music': 15.99, books: 4.01 },
      hidden: false,
      explanation: 'The quoted comma belongs to the category name.',
    },
    { args: ['date,category,amount\n'], expected: {} },
    { args: [''], expected: {} },
    {
      args: ['date,category,amount\n2024-01-01,food,abc\n2024-01-02,food,3\n2024-01-03,,5\n'],
      expected: { food: 3 },
    },
    { args: ['date,category,amount\n2024-01-01,x,0.1\n2024-01-02,x,0.2\n'], expected: { x: 0.3 } },
    {
      args: ['date,category,amount\n2024-01-01, food ,10\n2024-01-02,food,-2.5\n'],
      expected: { food: 7.5 },
    },
    { args: ['amount,category,date\n5,tea,2024-01-01\n6,tea,2024-01-02\n'], expected: { tea: 11 } },
    {
      args: ['date,category,amount\n2024-01-01,,5\n2024-01-02,x,n/a\n2024-01-03,x,1.005\n'],
      expected: { x: 1 },
    },
    {
      args: ['date,category,amount\n2024-01-01,"a, b",1\n2024-01-01,a,2\n'],
      expected: { 'a, b': 1, a: 2 },
    },
    { args: ['date,category,amount\n2024-01-01,y,abc\n2024-01-02,z,\n'], expected: {} },
  ],
};
