/**
 * Found by the crash bench (scripts/bench/bench-crash.mjs): a job was marked `dead` before its
 * owner was told (`onGiveUp`, which marks the résumé failed), so a process killed between the two
 * statements left the résumé `processing` forever with nothing left to finish it. A job may only
 * be final once its owner knows; a crash in between must leave it held, to be taken over.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '@/server/src/db/schema/jobs.ts';
import { createJobWorker } from '@/server/src/jobs/create-job-worker.ts';
import { enqueueJob } from '@/server/src/jobs/enqueue-job.ts';
import { PermanentJobError } from '@/server/src/jobs/permanent-job-error.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';
import { createCoursesHarness, type CoursesHarness } from './courses-support.ts';
import { drainJobs } from './resume-support.ts';

describe.each(testDatabaseKinds())('job give-up order on %s', (kind) => {
  let l: CoursesHarness;
  beforeEach(async () => {
    l = await createCoursesHarness(kind);
  });
  afterEach(async () => l.h.close());
  const db = () => l.h.t.database.db;

  it('tells the owner before the job is marked dead', async () => {
    const statesWhenTold: string[] = [];
    let jobId = '';
    const worker = createJobWorker({
      db: db(),
      retryBaseMs: 1,
      handlers: {
        doomed: {
          run: async () => {
            throw new PermanentJobError('never works');
          },
          onGiveUp: async () => {
            const [row] = await db().select().from(jobs).where(eq(jobs.id, jobId));
            statesWhenTold.push(row?.state ?? 'missing');
          },
        },
      },
    });
    jobId = await enqueueJob(db(), 'doomed', {}, 3);
    await drainJobs(worker);
    // Still held while the owner is told: a crash here is retried, never lost.
    expect(statesWhenTold).toEqual(['running']);
    const [row] = await db().select().from(jobs).where(eq(jobs.id, jobId));
    expect(row).toMatchObject({ state: 'dead', lastError: 'PermanentJobError: never works' });
  });
});
