import { practiceDraftRowSchema, practiceRowKey } from '../../../../common/practice/practice-rows-schema.ts';
import { db } from '../../../lib/db.ts';

/** The saved editor content of a problem, or undefined when there is none (or it is unreadable). */
export async function loadDraft(owner: string, problemId: string): Promise<string | undefined> {
  const row = await db.practiceDrafts.get(practiceRowKey(owner, problemId));
  const parsed = practiceDraftRowSchema.safeParse(row);
  return parsed.success ? parsed.data.code : undefined;
}
