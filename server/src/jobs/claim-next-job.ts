/**
 * Claims one due job for this worker: a queued job whose `run_after` has come, or a running one
 * whose lease expired (its worker died or was killed). `FOR UPDATE SKIP LOCKED` lets several
 * processes claim concurrently without waiting on, or taking, each other's rows.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open-database.ts';

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

export async function claimNextJob(
  db: Db,
  workerId: string,
  leaseMs: number,
): Promise<ClaimedJob | null> {
  const result: unknown = await db.execute(sql`
    update jobs set
      state = 'running',
      attempts = attempts + 1,
      locked_by = ${workerId},
      locked_until = now() + (${leaseMs} * interval '1 millisecond'),
      updated_at = now()
    where id = (
      select id from jobs
      where (state = 'queued' and run_after <= now())
         or (state = 'running' and locked_until < now())
      order by run_after
      limit 1
      for update skip locked
    )
    returning id, kind, payload, attempts, max_attempts`);
  // postgres-js answers with an array of rows, PGlite with { rows }.
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    id: string;
    kind: string;
    payload: Record<string, unknown>;
    attempts: number;
    max_attempts: number;
  }>;
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    payload: row.payload,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
  };
}
