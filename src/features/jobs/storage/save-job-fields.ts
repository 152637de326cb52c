/**
 * Saves part of a job: the local row and the sync outbox in one transaction (IndexedDB first,
 * the server when it can be reached). Typing coalesces: a burst of keystrokes in one field
 * travels once with its newest value. Every change of a job goes through here.
 */
import {
  JOB_DOC_TYPE,
  JOB_SAVE_OP,
  type JobFields,
  type JobFieldsPatch,
} from '@/common/jobs/job-document-schema.ts';
import { db } from '@/src/lib/db.ts';
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';

export async function saveJobFields(
  owner: string,
  id: string,
  patch: JobFieldsPatch,
  options: { coalesce?: boolean } = {},
): Promise<void> {
  await appSyncEngine.write({
    owner,
    docType: JOB_DOC_TYPE,
    docId: id,
    op: JOB_SAVE_OP,
    payload: patch,
    coalesce: options.coalesce ?? false,
    tables: [db.jobApplications],
    apply: async () => {
      const row = await db.jobApplications.get(id);
      await db.jobApplications.put({
        id,
        owner,
        fields: { ...(row?.fields ?? {}), ...patch } as JobFields,
        updatedAt: Date.now(),
      });
    },
  });
}
