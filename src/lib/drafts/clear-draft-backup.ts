import { removeStored } from '../local-storage.ts';
import { draftBackupPrefix } from './draft-backup-prefix.ts';
import type { DraftRef } from './draft-ref.ts';
import { readDraftBackup } from './read-draft-backup.ts';

/**
 * Removes the backup of `ref` (and its old place) once the feature's save holds it: when the save
 * holds the same value, or was made at or after the backup (`savedAt`, ms). A backup typed since
 * the save stays.
 */
export function clearDraftBackup<T>(
  ref: DraftRef<T>,
  saved: { value: T } | { savedAt: number },
): void {
  const backup = readDraftBackup(ref);
  if (!backup) return;
  const covered =
    'savedAt' in saved
      ? backup.backedUpAt <= saved.savedAt
      : JSON.stringify(backup.value) === JSON.stringify(saved.value);
  if (!covered) return;
  removeStored(draftBackupPrefix(ref.scope, ref.owner) + ref.id);
  if (ref.legacy) removeStored(ref.legacy.key);
}
