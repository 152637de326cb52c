/**
 * The leave-page backup (docs/architecture.md#drafts): a synchronous copy of what the user typed,
 * taken when the page is hidden or left while its save is still waiting. An IndexedDB write
 * started in `pagehide` may never commit before a reload or a closed tab tears the page down
 * (seen in practice-editor-input.spec.ts and interviews.spec.ts), while a localStorage write is
 * done when the call returns. The feature takes the copy back when it opens (`readDraftBackup`)
 * and removes it once its own save holds the value (`clearDraftBackup`).
 */
import { writeStoredJson } from '../local-storage.ts';
import { draftBackupPrefix } from './draft-backup-prefix.ts';
import type { DraftBackup, DraftRef } from './draft-ref.ts';

export function backUpDraft<T>(ref: DraftRef<T>, value: T, now = Date.now()): void {
  const backup: DraftBackup<T> = { value, backedUpAt: now };
  writeStoredJson(draftBackupPrefix(ref.scope, ref.owner) + ref.id, backup);
}
