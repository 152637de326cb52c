/**
 * Reads the list and one resume's details as last fetched (IndexedDB), validated: a row of an
 * older shape reads as absent rather than breaking the screen.
 */
import {
  resumeDetailsRowSchema,
  resumeListRowSchema,
  type ResumeDetailsRow,
  type ResumeListRow,
} from '@/common/resume/resume-rows-schema.ts';
import { db } from '@/src/lib/db.ts';

export async function readCachedResumeList(owner: string): Promise<ResumeListRow | null> {
  const parsed = resumeListRowSchema.safeParse(await db.resumeLists.get(owner));
  return parsed.success ? parsed.data : null;
}

export async function readCachedResumeDetails(
  owner: string,
  resumeId: string,
): Promise<ResumeDetailsRow | null> {
  const parsed = resumeDetailsRowSchema.safeParse(
    await db.resumeDetails.get(`${owner}:${resumeId}`),
  );
  return parsed.success ? parsed.data : null;
}
