/**
 * A synchronous copy of an answer note in localStorage, written when the page is hidden or left
 * while the note's save is still waiting: an IndexedDB write started in `pagehide` may never
 * commit before a reload or a closed tab tears the page down (the practice editor's drafts do the
 * same, practice/storage/back-up-draft.ts). The live session takes the copy back when it opens
 * and removes it once the note is saved.
 */
import { z } from 'zod';
import { readStoredJson, removeStored, writeStoredJson } from '../../../lib/local-storage.ts';

const noteBackupSchema = z.object({ text: z.string() });

function noteBackupKey(owner: string, sessionId: string, questionId: string): string {
  return `interview_note_backup:${owner}:${sessionId}:${questionId}`;
}

export const noteBackup = {
  write(owner: string, sessionId: string, questionId: string, text: string): void {
    writeStoredJson(noteBackupKey(owner, sessionId, questionId), { text });
  },
  read(owner: string, sessionId: string, questionId: string): string | undefined {
    return readStoredJson(noteBackupKey(owner, sessionId, questionId), noteBackupSchema)?.text;
  },
  /** Removes the copy once a save holds `saved` (a newer copy, typed since, stays). */
  clear(owner: string, sessionId: string, questionId: string, saved: string): void {
    if (this.read(owner, sessionId, questionId) === saved) {
      removeStored(noteBackupKey(owner, sessionId, questionId));
    }
  },
};
