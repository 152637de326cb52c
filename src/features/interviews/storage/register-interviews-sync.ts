/**
 * Wires interviews into the app's sync engine once (src/app/start-sync.ts): the session document
 * type, the pull of the user's sessions after each complete flush, and the sign-out cleanup
 * (sessions with unsent changes stay, keyed by their owner, so nothing typed is lost).
 */
import { INTERVIEW_SESSION_DOC_TYPE } from '@/common/interviews/interview-session-schema.ts';
import { db } from '@/src/lib/db.ts';
import { registerSignOutCleanup } from '@/src/lib/sign-out-cleanup.ts';
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';
import { fetchInterviewSessions } from './fetch-interview-sessions.ts';
import { interviewSessionSyncType } from './interview-session-sync-type.ts';

let registered = false;
let knownOwner: string | null = null;

export function registerInterviewsSync(): void {
  if (registered) return;
  registered = true;
  appSyncEngine.registerType(interviewSessionSyncType);
  appSyncEngine.registerPull(async (owner) => {
    knownOwner = owner;
    await fetchInterviewSessions(owner);
  });
  registerSignOutCleanup(async () => {
    if (!knownOwner) return;
    const owner = knownOwner;
    await appSyncEngine.clearKeepingUnsent(
      INTERVIEW_SESSION_DOC_TYPE,
      [db.interviewSessions],
      async (isUnsent) => {
        await db.interviewSessions
          .where('owner')
          .equals(owner)
          .filter((row) => !isUnsent(owner, row.id))
          .delete();
      },
    );
  });
}
