/**
 * Sends the session's active time (device first, then the server), as its own commutative
 * operation: the greater time wins, so two devices never conflict over the clock.
 */
import {
  INTERVIEW_RECORD_TIME_OP,
  INTERVIEW_SESSION_DOC_TYPE,
} from '@/common/interviews/interview-session-schema.ts';
import { db } from '@/src/lib/db.ts';
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';

export async function recordElapsedTime(
  owner: string,
  id: string,
  elapsedMs: number,
): Promise<void> {
  await appSyncEngine.write({
    owner,
    docType: INTERVIEW_SESSION_DOC_TYPE,
    docId: id,
    op: INTERVIEW_RECORD_TIME_OP,
    payload: { elapsedMs },
    tables: [db.interviewSessions],
    apply: async () => {
      const row = await db.interviewSessions.get(id);
      if (!row) return;
      await db.interviewSessions.put({
        ...row,
        fields: { ...row.fields, elapsedMs: Math.max(row.fields.elapsedMs, elapsedMs) },
        updatedAt: Date.now(),
      });
    },
  });
}
