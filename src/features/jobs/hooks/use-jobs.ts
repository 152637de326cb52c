/**
 * The signed-in learner's jobs on this device, newest first, kept live (another tab, a sync
 * pull). Rows are validated as they are read (each version once); a row that fails is left out,
 * logged.
 */
import { jobRowSchema, type JobRow } from '@/common/jobs/job-document-schema.ts';
import { db } from '@/src/lib/db.ts';
import { useLiveQuery } from '@/src/lib/use-live-query.ts';

/** Rows already validated, by id and change time: a live query re-reads every row on each change. */
const checked = new Map<string, boolean>();
const CHECKED_MAX_ENTRIES = 5_000;

function isReadable(row: JobRow): boolean {
  const key = `${row.id}:${row.updatedAt}`;
  let ok = checked.get(key);
  if (ok === undefined) {
    ok = jobRowSchema.safeParse(row).success;
    if (!ok) console.warn('Skipping an unreadable job', row.id);
    if (checked.size >= CHECKED_MAX_ENTRIES) checked.clear();
    checked.set(key, ok);
  }
  return ok;
}

export function useJobs(owner: string | null): JobRow[] | undefined {
  return useLiveQuery(owner ? `jobs:${owner}` : null, async () => {
    const rows = await db.jobApplications.where('owner').equals(owner!).toArray();
    return rows
      .filter(isReadable)
      .sort((a, b) => b.fields.createdAt.localeCompare(a.fields.createdAt));
  });
}
