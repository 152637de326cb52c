/**
 * The job worker each server process runs: claims due jobs one at a time (see claimNextJob),
 * runs the handler for the job's kind, and records the outcome. A failed attempt is retried with
 * exponential backoff until `max_attempts`; a PermanentJobError ends the job at once. After the
 * last attempt the handler's `onGiveUp` records the failure for users (a resume becomes `failed`
 * with its reason, never a stuck spinner). `stop()` lets the running job finish (bounded by the
 * caller's shutdown grace) so shutdown never leaves a half-written result.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open-database.ts';
import { jobs } from '../db/schema/jobs.ts';
import { claimNextJob } from './claim-next-job.ts';
import { PermanentJobError } from './permanent-job-error.ts';

export interface JobHandler {
  run(payload: Record<string, unknown>): Promise<void>;
  /** Called once when the job will not be tried again, with a sentence for users. */
  onGiveUp?(payload: Record<string, unknown>, error: unknown): Promise<void>;
}

export interface JobWorkerOptions {
  db: Db;
  handlers: Record<string, JobHandler>;
  /** How long a claimed job is held before another worker may take it over. */
  leaseMs?: number;
  /** Idle wait between looks at the queue. */
  pollIntervalMs?: number;
  /** First retry delay; doubles per attempt. */
  retryBaseMs?: number;
}

export interface JobWorker {
  start(): void;
  /** Stops claiming and waits for the job in hand to finish. */
  stop(): Promise<void>;
  /** Looks at the queue now instead of at the next poll (after this process queued a job). */
  wake(): void;
  /** Claims and runs one job; false when none was due. For tests and benchmarks. */
  runOnce(): Promise<boolean>;
}

const DEFAULT_LEASE_MS = 5 * 60_000;
const DEFAULT_POLL_INTERVAL_MS = 1000;
const DEFAULT_RETRY_BASE_MS = 2000;
const ERROR_TEXT_MAX_CHARS = 2000;

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, ERROR_TEXT_MAX_CHARS);
}

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, handlers } = options;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  const retryBaseMs = options.retryBaseMs ?? DEFAULT_RETRY_BASE_MS;
  const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let running = false;
  let loop: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;

  type JobUpdate = { [K in keyof typeof jobs.$inferInsert]?: (typeof jobs.$inferInsert)[K] | SQL };

  async function finish(id: string, values: JobUpdate): Promise<void> {
    await db
      .update(jobs)
      .set({ ...values, lockedBy: null, lockedUntil: null, updatedAt: sql`now()` })
      .where(eq(jobs.id, id));
  }

  async function runOnce(): Promise<boolean> {
    const job = await claimNextJob(db, workerId, leaseMs);
    if (!job) return false;
    const handler = handlers[job.kind];
    if (!handler) {
      await finish(job.id, { state: 'dead', lastError: `No handler for job kind "${job.kind}".` });
      return true;
    }
    try {
      // A job reclaimed from a dead worker may already have used its last attempt.
      if (job.attempts > job.maxAttempts) throw new Error('The job ran out of attempts.');
      await handler.run(job.payload);
      await finish(job.id, { state: 'done', lastError: null });
    } catch (error) {
      const final = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
      if (final) {
        // The owner is told first: a crash in between leaves the job held, so it is taken over
        // and given up again (onGiveUp must be idempotent), instead of dead with nobody told.
        await handler.onGiveUp?.(job.payload, error);
        await finish(job.id, { state: 'dead', lastError: describe(error) });
      } else {
        const delayMs = retryBaseMs * 2 ** (job.attempts - 1);
        await finish(job.id, {
          state: 'queued',
          lastError: describe(error),
          runAfter: sql`now() + (${delayMs} * interval '1 millisecond')`,
        });
      }
    }
    return true;
  }

  async function work(): Promise<void> {
    while (running) {
      let didWork = false;
      try {
        didWork = await runOnce();
      } catch (error) {
        // The database is unreachable for a moment: log and keep polling.
        console.error('Job worker:', describe(error));
      }
      if (didWork || !running) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollIntervalMs);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wakeUp = null;
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      loop = work();
    },
    async stop() {
      running = false;
      wakeUp?.();
      await loop;
      loop = null;
    },
    wake() {
      wakeUp?.();
    },
    runOnce,
  };
}
