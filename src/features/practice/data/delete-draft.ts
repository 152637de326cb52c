import { practiceRowKey } from '../../../../common/practice/practice-rows-schema.ts';
import { db } from '../../../lib/db.ts';

/** Forgets the draft so the problem opens with its starter code again. */
export async function deleteDraft(owner: string, problemId: string): Promise<void> {
  await db.practiceDrafts.delete(practiceRowKey(owner, problemId));
}
