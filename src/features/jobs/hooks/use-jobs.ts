/**
 * The signed-in learner's jobs on this device, newest first, kept live (another tab, a sync
 * pull). Rows are validated as they are read; a row that fails is left out, logged.
 */
import { jobRowSchema, type JobRow } from '../../../../common/jobs/job-document-schema.ts';
import { db } from '../../../lib/db.ts';
import { useLiveQuery } from '../../../lib/use-live-query.ts';

export function useJobs(owner: string | null): JobRow[] | undefined {
  return useLiveQuery(owner ? `jobs:${owner}` : null, async () => {
    const rows = await db.jobApplications.where('owner').equals(owner!).toArray();
    return rows
      .flatMap((row) => {
        const parsed = jobRowSchema.safeParse(row);
        if (!parsed.success) console.warn('Skipping an unreadable job', row.id);
        return parsed.success ? [row] : [];
      })
      .sort((a, b) => b.fields.createdAt.localeCompare(a.fields.createdAt));
  });
}
