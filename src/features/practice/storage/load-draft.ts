import { practiceDraftRowSchema, practiceRowKey } from '@/common/practice/practice-rows-schema.ts';
import { db } from '@/src/lib/db.ts';
import { clearDraftBackup } from '@/src/lib/drafts/clear-draft-backup.ts';
import { readDraftBackup } from '@/src/lib/drafts/read-draft-backup.ts';
import { practiceDraftRef } from './practice-draft-ref.ts';

/**
 * The saved editor content of a problem, or undefined when there is none (or it is unreadable):
 * the IndexedDB draft, or the leave-page backup (src/lib/drafts/) if that one is newer (it is
 * then moved into IndexedDB, which stays the one place drafts live).
 */
export async function loadDraft(owner: string, problemId: string): Promise<string | undefined> {
  const ref = practiceDraftRef(owner, problemId);
  const backup = readDraftBackup(ref);
  const row = await db.practiceDrafts
    .get(practiceRowKey(owner, problemId))
    .catch((error: unknown) => {
      console.warn('Could not read the draft', error);
      return undefined;
    });
  const parsed = practiceDraftRowSchema.safeParse(row);
  const saved = parsed.success ? parsed.data : undefined;
  if (!backup || (saved && saved.updatedAt >= backup.backedUpAt)) return saved?.code;
  await db.practiceDrafts
    .put({
      key: practiceRowKey(owner, problemId),
      owner,
      problemId,
      code: backup.value,
      updatedAt: backup.backedUpAt,
    })
    .then(
      () => clearDraftBackup(ref, { savedAt: backup.backedUpAt }),
      (error: unknown) => console.warn('Could not move the draft copy into IndexedDB', error),
    );
  return backup.value;
}
