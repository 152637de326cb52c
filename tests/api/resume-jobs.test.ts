/**
 * The job queue in the database: retries up to the limit then gives up (the resume
 * becomes `failed`), a job whose worker died is taken over when its lease expires, and two
 * workers never run the same job. On PGlite and PostgreSQL.
 */
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '@/server/src/db/schema/jobs.ts';
import { createJobWorker } from '@/server/src/jobs/create-job-worker.ts';
import { enqueueJob } from '@/server/src/jobs/enqueue-job.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';
import { createCoursesHarness, type CoursesHarness } from './courses-support.ts';
import { drainJobs } from './resume-support.ts';

describe.each(testDatabaseKinds())('job queue on %s', (kind) => {
  let l: CoursesHarness;
  beforeEach(async () => {
    l = await createCoursesHarness(kind);
  });
  afterEach(async () => l.h.close());
  const db = () => l.h.t.database.db;

  it('retries a failing job up to max_attempts, then gives up once', async () => {
    let runs = 0;
    const gaveUp: unknown[] = [];
    const worker = createJobWorker({
      db: db(),
      retryBaseMs: 1,
      handlers: {
        flaky: {
          run: async () => {
            runs += 1;
            throw new Error(`boom ${runs}`);
          },
          onGiveUp: async (payload) => {
            gaveUp.push(payload);
          },
        },
      },
    });
    const id = await enqueueJob(db(), 'flaky', { n: 1 }, 3);
    await drainJobs(worker);
    expect(runs).toBe(3);
    expect(gaveUp).toEqual([{ n: 1 }]);
    const [row] = await db().select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ state: 'dead', attempts: 3, lastError: 'Error: boom 3' });
  });

  it('takes over a job whose worker died once its lease has expired', async () => {
    const done: string[] = [];
    const worker = createJobWorker({
      db: db(),
      handlers: { work: { run: async (payload) => void done.push(String(payload.name)) } },
    });
    const id = await enqueueJob(db(), 'work', { name: 'orphan' });
    // A worker claimed it and was killed: running, lease still valid → not taken.
    await db()
      .update(jobs)
      .set({
        state: 'running',
        attempts: 1,
        lockedBy: 'dead-worker',
        lockedUntil: sql`now() + interval '1 hour'`,
      })
      .where(eq(jobs.id, id));
    expect(await worker.runOnce()).toBe(false);
    await db()
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, id));
    expect(await worker.runOnce()).toBe(true);
    expect(done).toEqual(['orphan']);
    const [row] = await db().select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ state: 'done', attempts: 2, lockedBy: null });
  });

  it('runs each job exactly once with two workers claiming at the same time', async () => {
    const seen: string[] = [];
    const handlers = {
      work: {
        run: async (payload: Record<string, unknown>) => {
          seen.push(String(payload.i));
          await new Promise((resolve) => setTimeout(resolve, 5));
        },
      },
    };
    for (let i = 0; i < 10; i += 1) await enqueueJob(db(), 'work', { i });
    const a = createJobWorker({ db: db(), handlers });
    const b = createJobWorker({ db: db(), handlers });
    await Promise.all([drainJobs(a), drainJobs(b)]);
    expect(seen.sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'].sort());
  });

  it('start and stop: a started worker picks up a queued job, and stop waits for it', async () => {
    let finished = false;
    const worker = createJobWorker({
      db: db(),
      pollIntervalMs: 10,
      handlers: {
        slow: {
          run: async () => {
            await new Promise((resolve) => setTimeout(resolve, 50));
            finished = true;
          },
        },
      },
    });
    const id = await enqueueJob(db(), 'slow', {});
    worker.start();
    await expect
      .poll(async () => (await db().select().from(jobs).where(eq(jobs.id, id)))[0]?.state)
      .not.toBe('queued');
    await worker.stop();
    expect(finished).toBe(true);
    const [row] = await db().select().from(jobs).where(eq(jobs.id, id));
    expect(row?.state).toBe('done');
  });
});
