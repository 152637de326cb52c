/**
 * The learner's ready résumés as this device holds them (the editor's copy, synced by the
 * Resumes screen), newest first: a job is analysed against one and its cover letter drawn from it.
 */
import type { ResumeDetails } from '@/common/resume/resume-schema.ts';
import { db } from '@/src/lib/db.ts';
import { useLiveQuery } from '@/src/lib/use-live-query.ts';

export function useReadyResumes(owner: string | null): ResumeDetails[] | undefined {
  return useLiveQuery(owner ? `job-resumes:${owner}` : null, async () =>
    (await db.resumeDetails.where('owner').equals(owner!).toArray())
      .map((row) => row.details)
      .filter((details) => details.status === 'ready')
      .sort((a, b) => b.modified.localeCompare(a.modified)),
  );
}
