/**
 * Starts (or restarts) the analysis of a role: the analysis row goes to `pending` and a
 * `role.analyze` job is queued, in the caller's transaction, so the job exists exactly when the
 * row says pending. `asOf` fixes the day the analysis is computed for, so the result does not
 * depend on when the worker gets to it.
 */
import type { Db } from '../db/open-database.ts';
import { roleAnalyses } from '../db/schema/roles.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';

export const ROLE_ANALYZE_JOB = 'role.analyze';
/** Retries (with the worker's doubling backoff) cover a resume still being parsed. */
const ROLE_ANALYZE_MAX_ATTEMPTS = 6;

export async function startRoleAnalysis(
  tx: Db,
  options: { roleId: string; userId: string; now: Date },
): Promise<void> {
  const asOf = options.now.toISOString().slice(0, 10);
  const reset = {
    status: 'pending' as const,
    result: null,
    asOf,
    requestedAt: options.now,
    analyzedAt: null,
    failureReason: null,
  };
  await tx
    .insert(roleAnalyses)
    .values({ roleId: options.roleId, userId: options.userId, ...reset })
    .onConflictDoUpdate({ target: roleAnalyses.roleId, set: reset });
  await enqueueJob(
    tx,
    ROLE_ANALYZE_JOB,
    { roleId: options.roleId, requestedAt: options.now.toISOString() },
    ROLE_ANALYZE_MAX_ATTEMPTS,
  );
}
