/**
 * Reads the user's sessions from the server (another device's interviews, or this device's after
 * its IndexedDB was cleared) and hands them to the sync engine, which keeps local changes that
 * are not sent yet.
 */
import { API_ROUTES } from '@/common/http/api-paths.ts';
import {
  INTERVIEW_SESSION_DOC_TYPE,
  interviewListResponseSchema,
} from '@/common/interviews/interview-session-schema.ts';
import { apiRequest } from '@/src/lib/api-client.ts';
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';

export async function fetchInterviewSessions(owner: string): Promise<void> {
  const { sessions } = await apiRequest(API_ROUTES.interviews.list, interviewListResponseSchema);
  await appSyncEngine.receiveServerCopies(
    owner,
    INTERVIEW_SESSION_DOC_TYPE,
    sessions.map((session) => ({
      docId: session.id,
      version: session.version,
      fields: session.fields,
    })),
  );
}
