import {
  practiceDraftRowSchema,
  practiceRowKey,
} from '../../../../common/practice/practice-rows-schema.ts';
import { db } from '../../../lib/db.ts';
import { readStoredJson } from '../../../lib/local-storage.ts';
import { draftBackupKey } from './back-up-draft.ts';

/**
 * The saved editor content of a problem, or undefined when there is none (or it is unreadable):
 * the IndexedDB draft, or the copy made when the page was left if that one is newer.
 */
export async function loadDraft(owner: string, problemId: string): Promise<string | undefined> {
  const backup = readStoredJson(draftBackupKey(owner, problemId), practiceDraftRowSchema);
  const row = await db.practiceDrafts
    .get(practiceRowKey(owner, problemId))
    .catch((error: unknown) => {
      console.warn('Could not read the draft', error);
      return undefined;
    });
  const parsed = practiceDraftRowSchema.safeParse(row);
  const saved = parsed.success ? parsed.data : undefined;
  if (backup && (!saved || backup.updatedAt > saved.updatedAt)) return backup.code;
  return saved?.code;
}
