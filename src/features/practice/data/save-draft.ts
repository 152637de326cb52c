import { practiceRowKey } from '../../../../common/practice/practice-rows-schema.ts';
import { db } from '../../../lib/db.ts';
import { requestPersistentStorage } from './request-persistent-storage.ts';

export async function saveDraft(owner: string, problemId: string, code: string): Promise<void> {
  await db.practiceDrafts.put({
    key: practiceRowKey(owner, problemId),
    owner,
    problemId,
    code,
    updatedAt: Date.now(),
  });
  requestPersistentStorage();
}
