import {
  practiceDraftRowSchema,
  practiceRowKey,
} from '../../../../common/practice/practice-rows-schema.ts';
import { db } from '../../../lib/db.ts';
import { readStoredJson, removeStored } from '../../../lib/local-storage.ts';
import { draftBackupKey } from './back-up-draft.ts';

/**
 * The saved editor content of a problem, or undefined when there is none (or it is unreadable):
 * the IndexedDB draft, or the copy made when the page was left if that one is newer (it is then
 * moved into IndexedDB, which stays the one place drafts live).
 */
export async function loadDraft(owner: string, problemId: string): Promise<string | undefined> {
  const backupKey = draftBackupKey(owner, problemId);
  const backup = readStoredJson(backupKey, practiceDraftRowSchema);
  const row = await db.practiceDrafts
    .get(practiceRowKey(owner, problemId))
    .catch((error: unknown) => {
      console.warn('Could not read the draft', error);
      return undefined;
    });
  const parsed = practiceDraftRowSchema.safeParse(row);
  const saved = parsed.success ? parsed.data : undefined;
  if (!backup || (saved && saved.updatedAt >= backup.updatedAt)) return saved?.code;
  await db.practiceDrafts.put(backup).then(
    () => removeStored(backupKey),
    (error: unknown) => console.warn('Could not move the draft copy into IndexedDB', error),
  );
  return backup.code;
}
