/**
 * Wires jobs into the app's sync engine once (src/app/start-sync.ts): the job document type, the
 * pull of the learner's jobs after each complete flush, and the sign-out cleanup (jobs with
 * unsent changes stay, keyed by their owner, so nothing typed is lost).
 */
import { JOB_DOC_TYPE } from '@/common/jobs/job-document-schema.ts';
import { db } from '@/src/lib/db.ts';
import { registerSignOutCleanup } from '@/src/lib/sign-out-cleanup.ts';
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';
import { fetchJobs } from './fetch-jobs.ts';
import { jobSyncType } from './job-sync-type.ts';

let registered = false;
let knownOwner: string | null = null;

export function registerJobsSync(): void {
  if (registered) return;
  registered = true;
  appSyncEngine.registerType(jobSyncType);
  appSyncEngine.registerPull(async (owner) => {
    knownOwner = owner;
    await fetchJobs(owner);
  });
  registerSignOutCleanup(async () => {
    if (!knownOwner) return;
    const owner = knownOwner;
    await appSyncEngine.clearKeepingUnsent(JOB_DOC_TYPE, [db.jobApplications], async (isUnsent) => {
      await db.jobApplications
        .where('owner')
        .equals(owner)
        .filter((row) => !isUnsent(owner, row.id))
        .delete();
    });
  });
}
