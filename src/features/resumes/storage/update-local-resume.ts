/**
 * Changes a resume's local document (its `resumeDetails` row) inside the caller's transaction:
 * `mutate` edits a copy of the row; nothing is written when the row is missing or invalid.
 */
import {
  resumeDetailsRowSchema,
  type ResumeDetailsRow,
} from '@/common/resume/resume-rows-schema.ts';
import type { NyraDatabase } from '@/src/lib/db.ts';
import { resumeDetailsKey } from '../logic/resume-item-lists.ts';

export async function updateLocalResume(
  db: NyraDatabase,
  owner: string,
  resumeId: string,
  mutate: (row: ResumeDetailsRow) => void,
): Promise<boolean> {
  const parsed = resumeDetailsRowSchema.safeParse(
    await db.resumeDetails.get(resumeDetailsKey(owner, resumeId)),
  );
  if (!parsed.success) return false;
  const row = structuredClone(parsed.data);
  mutate(row);
  await db.resumeDetails.put(row);
  return true;
}
