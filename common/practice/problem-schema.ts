/**
 * The coding problem of product.md#entities (id, title, difficulty, description, examples, constraints,
 * starterCode), extended for real grading: tests (visible and hidden), hints and a reference
 * solution. Problems are content files under content/problems/ (content/README.md), parsed with
 * this schema by the build (scripts/content/build-problems.mjs) and in `npm test`, so a malformed
 * problem can never ship.
 *
 * Conventions for Python problems: tests store arguments and expected values as JSON. Linked
 * lists are JSON arrays (`[1, 2, 4]`) and binary trees are level-order arrays with nulls
 * (`[4, 2, 7, null, 3]`); the harness turns them into `ListNode` / `TreeNode` before calling the
 * learner's function and back into arrays before comparing. Their `expected` values are computed
 * by the build, which runs the reference in Pyodide (authors write only `args`); the tests check
 * each wrong solution fails a hidden test.
 */
import { z } from 'zod';

export const PRACTICE_LANGUAGES = ['python', 'sql'] as const;
export type PracticeLanguage = (typeof PRACTICE_LANGUAGES)[number];

/** The SQL engines practice runs in: SQLite (sql.js), PostgreSQL (PGlite) and DuckDB (duckdb-wasm). */
export const SQL_DIALECTS = ['sqlite', 'postgres', 'duckdb'] as const;
export const sqlDialectSchema = z.enum(SQL_DIALECTS);
export type SqlDialect = z.infer<typeof sqlDialectSchema>;

/**
 * The engines a SQL problem runs in when its front matter lists none: SQLite and PostgreSQL.
 * DuckDB is opt-in (`engines: sqlite, postgres, duckdb`): a problem lists it only once
 * common/practice/problems/duckdb-problems.test.ts proves its reference passes there and its
 * wrong solutions still fail (DuckDB's `/` on integers, for one, returns a fraction).
 */
export const DEFAULT_SQL_ENGINES: readonly SqlDialect[] = ['sqlite', 'postgres'];

export const PROBLEM_DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;
export type ProblemDifficulty = (typeof PROBLEM_DIFFICULTIES)[number];

/** Every problem has at least this many hidden tests (the issue's quality bar). */
export const MIN_HIDDEN_TESTS = 5;
/**
 * SQL problems need more hidden data sets: NULLs, ties, an empty table, duplicates and date edges
 * each deserve their own, or a wrong query slips through.
 */
export const MIN_SQL_HIDDEN_TESTS = 6;
/** SQL problems ship at least this many plausible wrong solutions the hidden tests must catch. */
export const MIN_SQL_WRONG_SOLUTIONS = 3;
/** Default relative numeric tolerance of SQL grading (absolute below 1). */
export const DEFAULT_SQL_NUMERIC_TOLERANCE = 1e-6;

/** A Python problem has at least this many tests, visible and hidden. */
export const MIN_PYTHON_TESTS = 10;

/** A Python problem ships at least this many plausible wrong solutions its hidden tests catch. */
export const MIN_PYTHON_WRONG_SOLUTIONS = 3;

const PROBLEM_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PYTHON_IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

const wrongSolutionSchema = z.object({
  /** The mistake it makes, e.g. "ignores ties". */
  mistake: z.string().min(3),
  code: z.string().min(1),
});

const problemBase = {
  id: z.string().regex(PROBLEM_ID_PATTERN, 'Problem ids are kebab-case'),
  title: z.string().min(3).max(80),
  topic: z.string().min(2).max(40),
  difficulty: z.enum(PROBLEM_DIFFICULTIES),
  /** Light markup: blank-line paragraphs, "- " bullets, `code` spans. */
  description: z.string().min(20),
  constraints: z.array(z.string().min(1)).default([]),
  hints: z.array(z.string().min(5)).min(1),
  starterCode: z.string().min(1),
  /** Reference solution, revealed on request after an attempt. */
  solution: z.string().min(1),
  /** Why the reference works, shown with it. */
  solutionNotes: z.string().optional(),
  /**
   * Plausible wrong answers (off-by-one, missing NULL handling, ignoring ties…): `npm test` runs
   * each in the real engine and fails when one passes the hidden tests.
   */
  wrongSolutions: z.array(wrongSolutionSchema).default([]),
};

/** How a Python argument or return value is converted between JSON and Python objects. */
export const PYTHON_VALUE_KINDS = ['value', 'linked_list', 'tree'] as const;
export type PythonValueKind = (typeof PYTHON_VALUE_KINDS)[number];

/**
 * How a Python result is compared with the expected value (numbers always with a tolerance):
 * `exact` (lists in order), `unordered` (the top-level list in any order), `unordered_nested`
 * (the top-level list and each inner list in any order, e.g. groups).
 */
export const PYTHON_COMPARE_MODES = ['exact', 'unordered', 'unordered_nested'] as const;
export type PythonCompareMode = (typeof PYTHON_COMPARE_MODES)[number];

const pythonTestSchema = z.object({
  args: z.array(z.json()),
  expected: z.json(),
  hidden: z.boolean().default(true),
  /** Shown under a visible example. */
  explanation: z.string().optional(),
});

export const pythonProblemSchema = z
  .object({
    ...problemBase,
    language: z.literal('python'),
    /** Name of the function the learner defines. */
    entryPoint: z.string().regex(PYTHON_IDENTIFIER),
    params: z
      .array(
        z.object({
          name: z.string().regex(PYTHON_IDENTIFIER),
          kind: z.enum(PYTHON_VALUE_KINDS).default('value'),
        }),
      )
      .min(1),
    returns: z.enum(PYTHON_VALUE_KINDS).default('value'),
    /** For in-place problems: grade this argument after the call instead of the return value. */
    inPlaceArg: z.number().int().min(0).optional(),
    compare: z.enum(PYTHON_COMPARE_MODES).default('exact'),
    tests: z.array(pythonTestSchema).min(MIN_PYTHON_TESTS),
  })
  .superRefine((problem, context) => {
    problem.tests.forEach((test, index) => {
      if (test.args.length !== problem.params.length) {
        context.addIssue({
          code: 'custom',
          path: ['tests', index, 'args'],
          message: `Test ${index + 1} has ${test.args.length} arguments; ${problem.entryPoint} takes ${problem.params.length}`,
        });
      }
    });
    if (problem.inPlaceArg !== undefined && problem.inPlaceArg >= problem.params.length) {
      context.addIssue({ code: 'custom', path: ['inPlaceArg'], message: 'No such argument' });
    }
    if (problem.wrongSolutions.length < MIN_PYTHON_WRONG_SOLUTIONS) {
      context.addIssue({
        code: 'custom',
        path: ['wrongSolutions'],
        message: `Needs at least ${MIN_PYTHON_WRONG_SOLUTIONS} wrong solutions; has ${problem.wrongSolutions.length}`,
      });
    }
    checkTestSplit(problem.tests, context);
  });

/** A SQL value as sql.js returns it (blobs are shown as hex strings). */
export const sqlValueSchema = z.union([z.string(), z.number(), z.null()]);
export type SqlValue = z.infer<typeof sqlValueSchema>;

export const sqlResultSetSchema = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.array(sqlValueSchema)),
});
export type SqlResultSet = z.infer<typeof sqlResultSetSchema>;

const sqlTestSchema = z.object({
  /** What the data set exercises, e.g. "customers with no orders". */
  name: z.string().min(3),
  /** INSERT statements replacing the problem's seed data; absent means the seed itself. */
  seed: z.string().optional(),
  hidden: z.boolean().default(true),
  expected: sqlResultSetSchema,
});

export const sqlProblemSchema = z
  .object({
    ...problemBase,
    language: z.literal('sql'),
    /** CREATE TABLE statements, loadable by every engine in `engines`. */
    schema: z.string().min(10),
    /** INSERT statements for the example data (shown in the schema browser). */
    seed: z.string(),
    /** Row order is graded only when the problem asks for an order. */
    orderMatters: z.boolean(),
    /**
     * Column names are graded only when the problem names them (case-insensitive); otherwise any
     * names pass and only the column count and values count.
     */
    compareColumnNames: z.boolean().default(true),
    /**
     * Numbers compare equal within this relative tolerance (absolute below 1), so `AVG` rounding
     * and float sums are not failures; shown with the problem.
     */
    numericTolerance: z.number().min(0).max(0.01).default(DEFAULT_SQL_NUMERIC_TOLERANCE),
    tests: z.array(sqlTestSchema).min(MIN_SQL_HIDDEN_TESTS + 1),
    /**
     * The engines the problem is graded in: SQLite and PostgreSQL (DEFAULT_SQL_ENGINES) unless
     * its idiom is engine-specific (SQLite's date and JSON functions, PostgreSQL's DISTINCT
     * ON...), plus DuckDB where it is proven to pass. The practice screen fixes the dialect of a
     * one-engine problem and says why. Expectations come from SQLite when it is listed, else
     * PostgreSQL.
     */
    engines: z
      .array(sqlDialectSchema)
      .min(1)
      .refine((engines) => new Set(engines).size === engines.length, 'Engines are listed once')
      .default([...DEFAULT_SQL_ENGINES]),
  })
  .superRefine((problem, context) => {
    problem.tests.forEach((test, index) => {
      const width = test.expected.columns.length;
      if (width === 0) {
        context.addIssue({ code: 'custom', path: ['tests', index], message: 'No columns' });
      }
      test.expected.rows.forEach((row, rowIndex) => {
        if (row.length !== width) {
          context.addIssue({
            code: 'custom',
            path: ['tests', index, 'expected', 'rows', rowIndex],
            message: `Row has ${row.length} values; expected ${width}`,
          });
        }
      });
    });
    checkTestSplit(problem.tests, context, MIN_SQL_HIDDEN_TESTS);
    if (problem.wrongSolutions.length < MIN_SQL_WRONG_SOLUTIONS) {
      context.addIssue({
        code: 'custom',
        path: ['wrongSolutions'],
        message: `Needs at least ${MIN_SQL_WRONG_SOLUTIONS} wrong solutions; has ${problem.wrongSolutions.length}`,
      });
    }
  });

function checkTestSplit(
  tests: Array<{ hidden: boolean }>,
  context: z.RefinementCtx,
  minHidden = MIN_HIDDEN_TESTS,
): void {
  const hidden = tests.filter((test) => test.hidden).length;
  if (hidden < minHidden) {
    context.addIssue({
      code: 'custom',
      path: ['tests'],
      message: `Needs at least ${minHidden} hidden tests; has ${hidden}`,
    });
  }
  if (hidden === tests.length) {
    context.addIssue({
      code: 'custom',
      path: ['tests'],
      message: 'Needs at least one visible test',
    });
  }
}

export const problemSchema = z.discriminatedUnion('language', [
  pythonProblemSchema,
  sqlProblemSchema,
]);

export type PythonProblem = z.infer<typeof pythonProblemSchema>;
export type SqlProblem = z.infer<typeof sqlProblemSchema>;
export type Problem = z.infer<typeof problemSchema>;
/** What a problem data file declares (defaults not yet applied). */
export type ProblemInput = z.input<typeof problemSchema>;
export type PythonProblemInput = z.input<typeof pythonProblemSchema>;
export type SqlProblemInput = z.input<typeof sqlProblemSchema>;
