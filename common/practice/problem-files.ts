/**
 * A practice problem as content files (content/README.md, "Practice problems"), under
 * `content/problems/<language>/<id>/`:
 *
 * - `problem.md`: front matter with every scalar field (id, title, language, difficulty, topic,
 *   order, and the language's own: entryPoint, returns, compare, inPlaceArg / orderMatters,
 *   compareColumnNames, numericTolerance; solutionNotes), then the description in Markdown and
 *   optional `## Constraints` and `## Hints` sections of "- " bullets (one line each);
 * - `starter.<ext>`, `solution.<ext>` and `wrong/<name>.<ext>` (ext `py` or `sql`), a wrong
 *   solution's first line naming its mistake (`# Mistake: …` or `-- Mistake: …`);
 * - `tests.json`: Python `{ params, tests: [{ args, hidden?, explanation? }] }`; SQL `{ tests:
 *   [{ name, seed?, hidden? }] }`, plus `schema.sql` and `seed.sql`. Expected values are never
 *   written: the build computes them from the reference solution.
 *
 * Pure (no file system): `readProblemContent` assembles and validates drafts from the files the
 * caller read; `problemToFiles` is the inverse, used once to convert the TypeScript bank.
 */
import type { z } from 'zod';
import type { ContentFile } from '../content/curriculum-content-schema.ts';
import { parseFrontMatter } from '../content/parse-front-matter.ts';
import {
  PRACTICE_LANGUAGES,
  problemSchema,
  type PracticeLanguage,
  type ProblemInput,
} from './problem-schema.ts';

export const PROBLEM_FILE = 'problem.md';
export const TESTS_FILE = 'tests.json';
export const WRONG_DIR = 'wrong';
const EXTENSION: Record<PracticeLanguage, string> = { python: 'py', sql: 'sql' };
const COMMENT: Record<PracticeLanguage, string> = { python: '#', sql: '--' };
const NUMBER_FIELDS = new Set(['order', 'inPlaceArg', 'numericTolerance']);
const BOOLEAN_FIELDS = new Set(['orderMatters', 'compareColumnNames']);
/** Comma-separated lists, e.g. `engines: sqlite, postgres`. */
const LIST_FIELDS = new Set(['engines']);
/** Stands in for a SQL data set's result until the build computes it (one column, no rows). */
const EXPECTED_PLACEHOLDER = { columns: ['expected'], rows: [] };
const CONSTRAINTS_HEADING = '## Constraints';
const HINTS_HEADING = '## Hints';
/** Scalar fields in the order they are written. */
const SCALAR_FIELDS = [
  'id',
  'title',
  'language',
  'difficulty',
  'topic',
  'order',
  'entryPoint',
  'returns',
  'compare',
  'inPlaceArg',
  'orderMatters',
  'compareColumnNames',
  'numericTolerance',
  'engines',
  'solutionNotes',
] as const;

export class ProblemContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The practice problem files are invalid:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    this.name = 'ProblemContentError';
  }
}

/**
 * A problem read from its files: the schema's input, each test's `expected` a placeholder (null, or
 * an empty one-column result for SQL) until the build computes it, and its display order.
 */
export interface ProblemDraft {
  /** Folder of the problem, relative to content/problems/ (e.g. "sql/duplicate-emails"). */
  dir: string;
  order: number;
  input: ProblemInput;
  /** Python only: whether the build must compute `expected` (always, today). */
}

export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''}${issue.message}`)
    .join('; ');
}

function frontMatterValue(value: string | number | boolean | readonly string[]): string {
  const text = Array.isArray(value) ? value.join(', ') : String(value);
  return text === '' || text !== text.trim() || text.startsWith('"') || /[\r\n]/.test(text)
    ? JSON.stringify(text)
    : text;
}

function withNewline(code: string): string {
  return code.endsWith('\n') ? code : `${code}\n`;
}

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 48)
      .replace(/-+$/, '') || 'wrong'
  );
}

/** The files of one problem, paths relative to its folder. */
export function problemToFiles(problem: ProblemInput, order: number): ContentFile[] {
  const ext = EXTENSION[problem.language];
  const scalars: Record<string, unknown> = { ...problem, order };
  const front = SCALAR_FIELDS.filter((key) => scalars[key] !== undefined).map(
    (key) =>
      `${key}: ${frontMatterValue(scalars[key] as string | number | boolean | readonly string[])}`,
  );
  const sections = [problem.description.trim()];
  if (problem.constraints && problem.constraints.length > 0) {
    sections.push(CONSTRAINTS_HEADING, problem.constraints.map((c) => `- ${c}`).join('\n'));
  }
  sections.push(HINTS_HEADING, problem.hints.map((hint) => `- ${hint}`).join('\n'));
  const files: ContentFile[] = [
    { path: PROBLEM_FILE, text: `---\n${front.join('\n')}\n---\n\n${sections.join('\n\n')}\n` },
    { path: `starter.${ext}`, text: withNewline(problem.starterCode) },
    { path: `solution.${ext}`, text: withNewline(problem.solution) },
  ];
  const names = new Set<string>();
  for (const wrong of problem.wrongSolutions ?? []) {
    let name = slug(wrong.mistake);
    for (let n = 2; names.has(name); n += 1) name = `${slug(wrong.mistake)}-${n}`;
    names.add(name);
    files.push({
      path: `${WRONG_DIR}/${name}.${ext}`,
      text: `${COMMENT[problem.language]} Mistake: ${wrong.mistake}\n${withNewline(wrong.code)}`,
    });
  }
  if (problem.language === 'python') {
    const tests = problem.tests.map(({ expected: _expected, ...test }) => test);
    files.push({
      path: TESTS_FILE,
      text: `${JSON.stringify({ params: problem.params, tests }, null, 2)}\n`,
    });
  } else {
    files.push(
      { path: 'schema.sql', text: withNewline(problem.schema) },
      { path: 'seed.sql', text: withNewline(problem.seed) },
      {
        path: TESTS_FILE,
        text: `${JSON.stringify({ tests: problem.tests.map(({ expected: _expected, ...test }) => test) }, null, 2)}\n`,
      },
    );
  }
  return files;
}

function typedScalar(key: string, value: string): unknown {
  if (LIST_FIELDS.has(key)) return value.split(',').map((item) => item.trim());
  if (NUMBER_FIELDS.has(key) && value !== '' && Number.isFinite(Number(value)))
    return Number(value);
  if (BOOLEAN_FIELDS.has(key) && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

function bullets(section: string, heading: string): string[] {
  const items: string[] = [];
  for (const line of section.split('\n')) {
    if (line.trim() === '') continue;
    if (!line.startsWith('- ')) throw new Error(`"${heading}" lines must be "- " bullets: ${line}`);
    items.push(line.slice(2).trim());
  }
  return items;
}

/** Description, constraints and hints from problem.md's body. */
function splitBody(body: string): { description: string; constraints?: string[]; hints: string[] } {
  const lines = body.split(/\r?\n/);
  const constraintsAt = lines.findIndex((line) => line.trim() === CONSTRAINTS_HEADING);
  const hintsAt = lines.findIndex((line) => line.trim() === HINTS_HEADING);
  if (hintsAt < 0) throw new Error(`has no "${HINTS_HEADING}" section`);
  if (constraintsAt > hintsAt) throw new Error(`"${CONSTRAINTS_HEADING}" must come before hints`);
  const descriptionEnd = constraintsAt >= 0 ? constraintsAt : hintsAt;
  const result: { description: string; constraints?: string[]; hints: string[] } = {
    description: lines.slice(0, descriptionEnd).join('\n').trim(),
    hints: bullets(lines.slice(hintsAt + 1).join('\n'), HINTS_HEADING),
  };
  if (constraintsAt >= 0) {
    result.constraints = bullets(
      lines.slice(constraintsAt + 1, hintsAt).join('\n'),
      CONSTRAINTS_HEADING,
    );
  }
  return result;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`is not valid JSON (${(error as Error).message})`, { cause: error });
  }
}

/** One problem from its folder's files (paths relative to the folder); throws "file: reason". */
function readProblem(
  language: PracticeLanguage,
  id: string,
  files: ReadonlyMap<string, string>,
): { order: number; input: ProblemInput } {
  const ext = EXTENSION[language];
  const read = (name: string): string => {
    const text = files.get(name);
    if (text === undefined) throw new Error(`${name}: missing`);
    return text;
  };
  const at = <T>(name: string, parse: () => T): T => {
    try {
      return parse();
    } catch (error) {
      const message = (error as Error).message;
      throw new Error(message.startsWith(`${name}:`) ? message : `${name}: ${message}`, {
        cause: error,
      });
    }
  };

  const { fields, body } = at(PROBLEM_FILE, () => parseFrontMatter(read(PROBLEM_FILE)));
  const scalars = Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, typedScalar(key, value)]),
  );
  const text = at(PROBLEM_FILE, () => splitBody(body));
  if (scalars.id !== id) {
    throw new Error(`${PROBLEM_FILE}: id "${String(scalars.id)}" differs from its folder "${id}"`);
  }
  if (scalars.language !== language) {
    throw new Error(
      `${PROBLEM_FILE}: language "${String(scalars.language)}" differs from its folder "${language}"`,
    );
  }
  const order = scalars.order;
  if (typeof order !== 'number' || !Number.isInteger(order) || order < 1) {
    throw new Error(`${PROBLEM_FILE}: order must be a whole number from 1`);
  }
  const wrongSolutions = [...files.keys()]
    .filter((name) => name.startsWith(`${WRONG_DIR}/`))
    .sort()
    .map((name) =>
      at(name, () => {
        if (!name.endsWith(`.${ext}`))
          throw new Error(`a ${language} wrong solution ends in .${ext}`);
        const [first = '', ...rest] = read(name).split('\n');
        const match = new RegExp(`^${COMMENT[language]} Mistake: (.+)$`).exec(first.trim());
        if (!match?.[1]) {
          throw new Error(
            `the first line must be "${COMMENT[language]} Mistake: <what it gets wrong>"`,
          );
        }
        return { mistake: match[1].trim(), code: rest.join('\n') };
      }),
    );
  const tests = at(TESTS_FILE, () => parseJson(read(TESTS_FILE))) as Record<string, unknown>;
  const { order: _order, ...rest } = scalars;
  const input: Record<string, unknown> = {
    ...rest,
    ...text,
    starterCode: read(`starter.${ext}`),
    solution: read(`solution.${ext}`),
    wrongSolutions,
  };
  if (language === 'python') {
    input.params = tests?.params;
    input.tests = Array.isArray(tests?.tests)
      ? tests.tests.map((test: unknown) =>
          typeof test === 'object' && test !== null ? { ...test, expected: null } : test,
        )
      : tests?.tests;
  } else {
    input.schema = read('schema.sql');
    input.seed = read('seed.sql');
    input.tests = Array.isArray(tests?.tests)
      ? tests.tests.map((test: unknown) =>
          typeof test === 'object' && test !== null
            ? { ...test, expected: EXPECTED_PLACEHOLDER }
            : test,
        )
      : tests?.tests;
  }
  const parsed = problemSchema.safeParse(input);
  if (!parsed.success)
    throw new Error(`${PROBLEM_FILE} and ${TESTS_FILE}: ${describeIssues(parsed.error)}`);
  return { order, input: input as ProblemInput };
}

/**
 * Every problem from the files of content/problems/ (paths relative to it, "/"-separated),
 * validated with the problem schema (expected values placeholders until the build fills them
 * in), sorted by language then order. Collects every bad file and throws them together as a
 * ProblemContentError, each "path: reason".
 */
export function readProblemContent(files: readonly ContentFile[]): ProblemDraft[] {
  const problems: string[] = [];
  const folders = new Map<string, Map<string, string>>();
  for (const file of files) {
    const [language, id, ...rest] = file.path.split('/');
    if (!language || !id || rest.length === 0) {
      if (!file.path.endsWith('.md') || file.path.includes('/')) {
        problems.push(`${file.path}: not inside a <language>/<id>/ folder`);
      }
      continue;
    }
    if (!(PRACTICE_LANGUAGES as readonly string[]).includes(language)) {
      problems.push(
        `${file.path}: "${language}" is not a practice language (${PRACTICE_LANGUAGES.join(', ')})`,
      );
      continue;
    }
    const dir = `${language}/${id}`;
    const folder = folders.get(dir) ?? new Map<string, string>();
    folder.set(rest.join('/'), file.text);
    folders.set(dir, folder);
  }
  const drafts: ProblemDraft[] = [];
  const ids = new Map<string, string>();
  const orders = new Map<string, string>();
  for (const [dir, folder] of [...folders].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const [language = '', id = ''] = dir.split('/');
    try {
      const { order, input } = readProblem(language as PracticeLanguage, id, folder);
      const owner = ids.get(id);
      if (owner) throw new Error(`${PROBLEM_FILE}: id "${id}" is already used by ${owner}`);
      ids.set(id, dir);
      const orderKey = `${language}:${order}`;
      const sameOrder = orders.get(orderKey);
      if (sameOrder)
        throw new Error(`${PROBLEM_FILE}: order ${order} is already used by ${sameOrder}`);
      orders.set(orderKey, dir);
      drafts.push({ dir, order, input });
    } catch (error) {
      problems.push(`${dir}/${(error as Error).message}`);
    }
  }
  if (problems.length > 0) throw new ProblemContentError(problems);
  const rank = (language: string) => PRACTICE_LANGUAGES.indexOf(language as PracticeLanguage);
  return drafts.sort(
    (a, b) => rank(a.input.language) - rank(b.input.language) || a.order - b.order,
  );
}
