/**
 * The outcome of a Run (visible tests) or a Submit (every test) as the workers return it, the UI
 * renders it and IndexedDB stores it. The server keeps only the summary (see attempt-schema.ts).
 */
import { z } from 'zod';
import { sqlResultSetSchema } from './problem-schema.ts';

export const RUN_MODES = ['run', 'submit'] as const;
export type RunMode = (typeof RUN_MODES)[number];

export const TEST_STATUSES = ['passed', 'failed', 'error', 'timeout', 'skipped'] as const;
export type TestStatus = (typeof TEST_STATUSES)[number];

export const RUN_STATUSES = ['passed', 'failed', 'error', 'timeout'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/** Why a SQL result did not match, so the UI can say it precisely. */
export const SQL_MISMATCH_KINDS = [
  'no_result_set',
  'column_count',
  'column_names',
  'row_count',
  'rows_differ',
  'row_order',
] as const;
export type SqlMismatchKind = (typeof SQL_MISMATCH_KINDS)[number];

const sqlRowSchema = z.array(z.union([z.string(), z.number(), z.null()]));

/**
 * One row of the cell-level diff: a row expected but not returned, returned but not expected, or
 * returned with some cells wrong (`cells` are their column indexes). `position` (1-based) is set
 * when the row sits at the wrong place in an ordered result.
 */
export const sqlCellDiffSchema = z.object({
  kind: z.enum(['missing', 'extra', 'changed']),
  position: z.number().int().min(1).optional(),
  expected: sqlRowSchema.optional(),
  actual: sqlRowSchema.optional(),
  cells: z.array(z.number().int().min(0)),
});
export type SqlCellDiff = z.infer<typeof sqlCellDiffSchema>;

export const sqlTestDetailSchema = z.object({
  mismatch: z.enum(SQL_MISMATCH_KINDS).optional(),
  /** The learner's result (truncated for display). */
  actual: sqlResultSetSchema.nullable(),
  actualRowCount: z.number().int().min(0),
  expected: sqlResultSetSchema,
  missingRows: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
  extraRows: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
  /** Absent in results stored before the cell diff existed. */
  cellDiff: z.array(sqlCellDiffSchema).optional(),
});
export type SqlTestDetail = z.infer<typeof sqlTestDetailSchema>;

export const testOutcomeSchema = z.object({
  /** Index into the problem's tests. */
  index: z.number().int().min(0),
  hidden: z.boolean(),
  status: z.enum(TEST_STATUSES),
  /** Human-readable input, expected and actual values. */
  input: z.string(),
  expected: z.string(),
  actual: z.string().nullable(),
  timeMs: z.number().min(0),
  stdout: z.string(),
  stderr: z.string(),
  /** Traceback (learner's own lines only) or database error. */
  error: z.string().optional(),
  /** One-line explanation of a failure, e.g. "Wrong number of columns: expected 3, got 2". */
  message: z.string().optional(),
  sql: sqlTestDetailSchema.optional(),
});
export type TestOutcome = z.infer<typeof testOutcomeSchema>;

export const runResultSchema = z.object({
  mode: z.enum(RUN_MODES),
  status: z.enum(RUN_STATUSES),
  passed: z.number().int().min(0),
  total: z.number().int().min(0),
  /** Wall time of the whole run inside the engine. */
  durationMs: z.number().min(0),
  /** Output printed while the program was loaded (outside any test). */
  stdout: z.string(),
  stderr: z.string(),
  /** A problem that prevents every test from running (syntax error, missing function). */
  error: z.string().optional(),
  tests: z.array(testOutcomeSchema),
});
export type RunResult = z.infer<typeof runResultSchema>;
