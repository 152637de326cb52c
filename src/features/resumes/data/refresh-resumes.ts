/**
 * Fetches the list or one resume's details and keeps the answer in IndexedDB for offline use.
 * Details of resumes no longer in the list are dropped with it.
 */
import type { ResumeDetails, ResumeListItem } from '../../../../common/resume/resume-schema.ts';
import { db } from '../../../lib/db.ts';
import { fetchResumeDetails } from '../api/fetch-resume-details.ts';
import { fetchResumeList } from '../api/fetch-resume-list.ts';

export async function refreshResumeList(owner: string): Promise<ResumeListItem[]> {
  const { results } = await fetchResumeList();
  const fetchedAt = new Date().toISOString();
  const ids = new Set(results.map((item) => item.resume_id));
  await db.transaction('rw', db.resumeLists, db.resumeDetails, async () => {
    await db.resumeLists.put({ owner, results, fetchedAt });
    await db.resumeDetails
      .where('owner')
      .equals(owner)
      .filter((row) => !ids.has(row.resumeId))
      .delete();
  });
  return results;
}

export async function refreshResumeDetails(owner: string, resumeId: string): Promise<ResumeDetails> {
  const details = await fetchResumeDetails(resumeId);
  await db.resumeDetails.put({
    key: `${owner}:${resumeId}`,
    owner,
    resumeId,
    details,
    fetchedAt: new Date().toISOString(),
  });
  return details;
}
