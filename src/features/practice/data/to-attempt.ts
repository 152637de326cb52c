import type { Attempt } from '../../../../common/practice/attempt-schema.ts';
import type { PracticeAttemptRow } from '../../../../common/practice/practice-rows-schema.ts';

/** The server's view of a stored attempt (a summary of the result, not every test's output). */
export function toAttempt(row: PracticeAttemptRow): Attempt {
  return {
    id: row.id,
    problem_id: row.problemId,
    language: row.language,
    mode: row.mode,
    code: row.code,
    status: row.result.status,
    passed: row.result.passed,
    total: row.result.total,
    duration_ms: Math.max(0, row.result.durationMs),
    created_at: new Date(row.createdAt).toISOString(),
  };
}
