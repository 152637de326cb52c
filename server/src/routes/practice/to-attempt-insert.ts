import type { AttemptPayload } from '@/common/practice/attempt-schema.ts';
import type { practiceAttempts } from '@/server/src/db/schema/practice.ts';

/** The practice_attempts row for a user's attempt, received at `now`. */
export function toAttemptInsert(
  userId: string,
  id: string,
  attempt: AttemptPayload,
  now: Date,
): typeof practiceAttempts.$inferInsert {
  return {
    id,
    userId,
    problemId: attempt.problem_id,
    language: attempt.language,
    mode: attempt.mode,
    code: attempt.code,
    status: attempt.status,
    passed: attempt.passed,
    total: attempt.total,
    durationMs: Math.round(attempt.duration_ms),
    hintUsed: attempt.hint_used,
    sqlDialect: attempt.language === 'sql' ? (attempt.sql_dialect ?? null) : null,
    // A device clock ahead of ours must not make an attempt look like it comes from the future.
    createdAt: new Date(Math.min(Date.parse(attempt.created_at), now.getTime())),
    receivedAt: now,
  };
}
