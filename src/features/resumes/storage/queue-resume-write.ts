/**
 * Keystrokes to IndexedDB, in order and without losing the latest value. Every input
 * queues a write at once; writes run one after another (so the outbox keeps the order they were
 * typed in). While a field's write waits, further keystrokes of that field join it: the write
 * reads the field's value when it starts, which is always the newest. So a burst of typing costs
 * few transactions, and whatever was typed last is what ends up saved.
 *
 * Leaving the page while writes wait or run: `backUpResumeWrites` keeps their newest values in
 * the draft store (src/lib/drafts/), which the editor takes back when the résumé opens again.
 */
import { backUpDraft } from '@/src/lib/drafts/back-up-draft.ts';
import { clearDraftBackup } from '@/src/lib/drafts/clear-draft-backup.ts';
import { resumeFieldBackupRef, type ResumeFieldBackup } from './resume-field-backup-ref.ts';
import { writeResumeFields, type ResumeFieldTarget } from './write-resume-fields.ts';

interface Write {
  target: ResumeFieldTarget;
  field: string;
  read: () => unknown;
  done: Promise<void>;
}

/** Queued writes, not started yet (keystrokes join them). */
const waiting = new Map<string, Write>();
/** Started writes whose transaction has not committed yet. */
const writing = new Map<string, Write>();
let tail: Promise<void> = Promise.resolve();

function backupId(target: ResumeFieldTarget, field: string): string {
  return [target.resumeId, target.item?.kind ?? '', target.item?.id ?? '', field].join(':');
}

function backupOf(write: Write, value: unknown): ResumeFieldBackup {
  const { resumeId, item } = write.target;
  return { resumeId, ...(item ? { item } : {}), field: write.field, value };
}

export function queueResumeWrite(
  target: ResumeFieldTarget,
  field: string,
  read: () => unknown,
): Promise<void> {
  const key = backupId(target, field);
  const queued = waiting.get(key);
  if (queued) {
    queued.read = read;
    return queued.done;
  }
  const entry: Write = { target, field, read, done: Promise.resolve() };
  entry.done = tail = tail.then(async () => {
    waiting.delete(key);
    writing.set(key, entry);
    const value = entry.read();
    try {
      await writeResumeFields(target, { [field]: value });
      // Saved: a backup of this very value is not needed any more (a newer one stays).
      clearDraftBackup(resumeFieldBackupRef(target.owner, key), { value: backupOf(entry, value) });
    } catch (error) {
      // The value is still in the field; the next keystroke or blur writes it again.
      console.error('Saving a resume field failed', error);
    } finally {
      if (writing.get(key) === entry) writing.delete(key);
    }
  });
  waiting.set(key, entry);
  return entry.done;
}

/** Keeps the newest value of every write not yet committed (called when the page is left). */
export function backUpResumeWrites(): void {
  // A field both writing and waiting: the waiting value is newer, so it is written last.
  for (const [key, entry] of [...writing, ...waiting]) {
    backUpDraft(resumeFieldBackupRef(entry.target.owner, key), backupOf(entry, entry.read()));
  }
}
