import type { Problem } from '../../../../common/practice/problem-schema.ts';
import type { RunMode, RunResult } from '../../../../common/practice/run-result-schema.ts';
import { db } from '../../../lib/db.ts';
import { flushAttemptQueue } from './flush-attempt-queue.ts';

/** Stores a Run or Submit locally (it is never lost), then tries to send it right away. */
export async function recordAttempt(options: {
  owner: string;
  problem: Problem;
  mode: RunMode;
  code: string;
  result: RunResult;
}): Promise<void> {
  await db.practiceAttempts.add({
    id: crypto.randomUUID(),
    owner: options.owner,
    problemId: options.problem.id,
    language: options.problem.language,
    mode: options.mode,
    code: options.code,
    result: options.result,
    createdAt: Date.now(),
    syncState: 'pending',
  });
  void flushAttemptQueue();
}
