import { PRACTICE_ATTEMPT_DOC_TYPE } from '@/common/practice/attempt-schema.ts';
import type { Problem, SqlDialect } from '@/common/practice/problem-schema.ts';
import type { PracticeAttemptRow } from '@/common/practice/practice-rows-schema.ts';
import type { RunMode, RunResult } from '@/common/practice/run-result-schema.ts';
import { toAttemptPayload } from '@/common/practice/to-attempt-payload.ts';
import { db } from '@/src/lib/db.ts';
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';

/**
 * Stores a Run or Submit on this device and queues it for the server in one transaction (it is
 * never lost); the sync engine sends it shortly after.
 */
export async function recordAttempt(options: {
  owner: string;
  problem: Problem;
  mode: RunMode;
  code: string;
  result: RunResult;
  /** A hint or the solution was revealed before this Submit (see the practice store). */
  hintUsed?: boolean;
  /** SQL only: the engine the query ran in. */
  sqlDialect?: SqlDialect;
}): Promise<void> {
  const row: PracticeAttemptRow = {
    id: crypto.randomUUID(),
    owner: options.owner,
    problemId: options.problem.id,
    language: options.problem.language,
    mode: options.mode,
    code: options.code,
    result: options.result,
    createdAt: Date.now(),
    ...(options.hintUsed ? { hintUsed: true } : {}),
    ...(options.problem.language === 'sql' && options.sqlDialect
      ? { sqlDialect: options.sqlDialect }
      : {}),
  };
  await appSyncEngine.write({
    owner: options.owner,
    docType: PRACTICE_ATTEMPT_DOC_TYPE,
    docId: row.id,
    op: 'create',
    payload: toAttemptPayload(row),
    tables: [db.practiceAttempts],
    apply: async () => {
      await db.practiceAttempts.add(row);
    },
  });
}
