/**
 * Saves part of a session: the local row and the sync outbox in one transaction (IndexedDB
 * first, the server when it can be reached). Every change of a session goes through here.
 */
import {
  INTERVIEW_SAVE_OP,
  INTERVIEW_SESSION_DOC_TYPE,
  type InterviewSessionRow,
  type SessionFields,
  type SessionFieldsPatch,
} from '@/common/interviews/interview-session-schema.ts';
import { db } from '@/src/lib/db.ts';
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';

export async function saveSessionFields(
  owner: string,
  id: string,
  patch: SessionFieldsPatch,
): Promise<void> {
  await appSyncEngine.write({
    owner,
    docType: INTERVIEW_SESSION_DOC_TYPE,
    docId: id,
    op: INTERVIEW_SAVE_OP,
    payload: patch,
    tables: [db.interviewSessions],
    apply: async () => {
      const row = await db.interviewSessions.get(id);
      const next: InterviewSessionRow = {
        id,
        owner,
        fields: { ...(row?.fields ?? {}), ...patch } as SessionFields,
        updatedAt: Date.now(),
      };
      await db.interviewSessions.put(next);
    },
  });
}
