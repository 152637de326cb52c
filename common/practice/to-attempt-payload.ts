import type { AttemptPayload } from './attempt-schema.ts';
import type { PracticeAttemptRow } from './practice-rows-schema.ts';

/** The server's view of a stored attempt (a summary of the result, not every test's output). */
export function toAttemptPayload(
  row: Pick<
    PracticeAttemptRow,
    'problemId' | 'language' | 'mode' | 'code' | 'result' | 'createdAt' | 'hintUsed' | 'sqlDialect'
  >,
): AttemptPayload {
  return {
    problem_id: row.problemId,
    language: row.language,
    mode: row.mode,
    code: row.code,
    status: row.result.status,
    passed: row.result.passed,
    total: row.result.total,
    duration_ms: Math.max(0, row.result.durationMs),
    created_at: new Date(row.createdAt).toISOString(),
    hint_used: row.hintUsed ?? false,
    ...(row.sqlDialect ? { sql_dialect: row.sqlDialect } : {}),
  };
}
