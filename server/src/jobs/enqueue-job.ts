import type { Db } from '../db/open-database.ts';
import { jobs } from '../db/schema/jobs.ts';

/** Queues a background job (run by any process's job worker). Pass `db` a transaction to make
 * the job appear only if the surrounding change commits; `runAfter` holds it back until then
 * (default: due at once). */
export async function enqueueJob(
  db: Db,
  kind: string,
  payload: Record<string, unknown>,
  maxAttempts = 3,
  runAfter?: Date,
): Promise<string> {
  const [row] = await db
    .insert(jobs)
    .values({ kind, payload, maxAttempts, ...(runAfter ? { runAfter } : {}) })
    .returning({ id: jobs.id });
  if (!row) throw new Error('The job was not queued.');
  return row.id;
}
