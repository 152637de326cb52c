/**
 * Solved and attempted state per problem for the signed-in user: this device's attempts
 * (including ones not yet synced) merged with the server's progress cached in IndexedDB.
 */
import {
  practiceAttemptRowSchema,
  practiceProgressRowSchema,
} from '../../../../common/practice/practice-rows-schema.ts';
import { db } from '../../../lib/db.ts';
import { useDexieQuery } from './use-dexie-query.ts';

export interface ProblemStatus {
  attempted: boolean;
  solved: boolean;
  /** Code of the most recent attempt known to the server (restores the editor on a new device). */
  serverCode?: string;
}

export type PracticeProgress = ReadonlyMap<string, ProblemStatus>;

export function usePracticeProgress(owner: string): PracticeProgress | undefined {
  return useDexieQuery(`progress:${owner}`, async () => {
    const [attempts, progress] = await Promise.all([
      db.practiceAttempts.where('owner').equals(owner).toArray(),
      db.practiceProgress.where('owner').equals(owner).toArray(),
    ]);
    const statuses = new Map<string, ProblemStatus>();
    for (const raw of progress) {
      const row = practiceProgressRowSchema.safeParse(raw);
      if (!row.success) continue;
      statuses.set(row.data.problemId, {
        attempted: row.data.attempts > 0,
        solved: row.data.solved,
        serverCode: row.data.lastCode,
      });
    }
    for (const raw of attempts) {
      const row = practiceAttemptRowSchema.safeParse(raw);
      if (!row.success) continue;
      const status = statuses.get(row.data.problemId) ?? { attempted: false, solved: false };
      status.attempted = true;
      if (row.data.mode === 'submit' && row.data.result.status === 'passed') status.solved = true;
      statuses.set(row.data.problemId, status);
    }
    return statuses;
  });
}
