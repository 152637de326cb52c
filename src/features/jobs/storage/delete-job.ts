/**
 * Deletes a job for good, once its Undo window has passed: the local row goes and the `delete`
 * travels through the sync engine in the same transaction.
 */
import { JOB_DELETE_OP, JOB_DOC_TYPE } from '@/common/jobs/job-document-schema.ts';
import { db } from '@/src/lib/db.ts';
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';

export async function deleteJob(owner: string, id: string): Promise<void> {
  await appSyncEngine.write({
    owner,
    docType: JOB_DOC_TYPE,
    docId: id,
    op: JOB_DELETE_OP,
    payload: {},
    tables: [db.jobApplications],
    apply: async () => {
      await db.jobApplications.delete(id);
    },
  });
}
