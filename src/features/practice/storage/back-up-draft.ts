/**
 * A synchronous copy of a draft in localStorage, written when the page is hidden or left: an
 * IndexedDB write started in `pagehide` may never commit before a reload or a closed tab tears
 * the page down (seen in practice-editor-input.spec.ts), while a localStorage write is done
 * when the call returns. loadDraft takes whichever copy is newer; saveDraft removes the copy
 * once IndexedDB holds the same or newer text.
 */
import {
  practiceRowKey,
  type PracticeDraftRow,
} from '../../../../common/practice/practice-rows-schema.ts';
import { writeStoredJson } from '../../../lib/local-storage.ts';

export function draftBackupKey(owner: string, problemId: string): string {
  return `practice_draft_backup:${practiceRowKey(owner, problemId)}`;
}

export function backUpDraft(owner: string, problemId: string, code: string): void {
  const row: PracticeDraftRow = {
    key: practiceRowKey(owner, problemId),
    owner,
    problemId,
    code,
    updatedAt: Date.now(),
  };
  writeStoredJson(draftBackupKey(owner, problemId), row);
}
