import { practiceRowKey } from '@/common/practice/practice-rows-schema.ts';
import { db } from '@/src/lib/db.ts';
import { clearDraftBackup } from '@/src/lib/drafts/clear-draft-backup.ts';
import { practiceDraftRef } from './practice-draft-ref.ts';
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
  clearDraftBackup(practiceDraftRef(owner, problemId), { savedAt: updatedAt });
  requestPersistentStorage();
}
