/**
 * Reads the learner's jobs from the server (another device's, or this device's after its
 * IndexedDB was cleared) and hands them to the sync engine, which keeps unsent local changes.
 * A job deleted on another device leaves this one too, unless this device has unsent changes.
 */
import { API_ROUTES } from '@/common/http/api-paths.ts';
import { JOB_DOC_TYPE, jobListResponseSchema } from '@/common/jobs/job-document-schema.ts';
import { apiRequest } from '@/src/lib/api-client.ts';
import { db } from '@/src/lib/db.ts';
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';

export async function fetchJobs(owner: string): Promise<void> {
  const { jobs } = await apiRequest(API_ROUTES.jobs.list, jobListResponseSchema);
  await appSyncEngine.receiveServerCopies(
    owner,
    JOB_DOC_TYPE,
    jobs.map((job) => ({ docId: job.id, version: job.version, fields: job.fields })),
  );
  const onServer = new Set(jobs.map((job) => job.id));
  await db.transaction('rw', [db.jobApplications, ...appSyncEngine.tables], async () => {
    const unsent = await appSyncEngine.unsentDocIds(owner, JOB_DOC_TYPE);
    // Only jobs the server had confirmed once (a known version) and no longer lists were deleted.
    const known = await appSyncEngine.knownVersions(
      owner,
      (await db.jobApplications.where('owner').equals(owner).primaryKeys()).map((docId) => ({
        docType: JOB_DOC_TYPE,
        docId,
      })),
    );
    const gone = [...known.keys()].filter((id) => !onServer.has(id) && !unsent.has(id));
    if (gone.length) await db.jobApplications.bulkDelete(gone);
  });
}
