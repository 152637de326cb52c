import {
  practiceDraftRowSchema,
  practiceRowKey,
} from '../../../../common/practice/practice-rows-schema.ts';
import { db } from '../../../lib/db.ts';
import { readStoredJson, removeStored } from '../../../lib/local-storage.ts';
import { draftBackupKey } from './back-up-draft.ts';
import { requestPersistentStorage } from './request-persistent-storage.ts';

export async function saveDraft(owner: string, problemId: string, code: string): Promise<void> {
  const updatedAt = Date.now();
  await db.practiceDrafts.put({
    key: practiceRowKey(owner, problemId),
    owner,
    problemId,
    code,
    updatedAt,
  });
  // IndexedDB now holds this text: a copy made when the page was left before is outdated.
  const backupKey = draftBackupKey(owner, problemId);
  const backup = readStoredJson(backupKey, practiceDraftRowSchema);
  if (backup && backup.updatedAt <= updatedAt) removeStored(backupKey);
  requestPersistentStorage();
}
