/**
 * Keystrokes to IndexedDB, in order and without losing the latest value. Every input
 * queues a write at once; writes run one after another (so the outbox keeps the order they were
 * typed in). While a field's write waits, further keystrokes of that field join it: the write
 * reads the field's value when it starts, which is always the newest. So a burst of typing costs
 * few transactions, and whatever was typed last is what ends up saved.
 */
import { writeResumeFields, type ResumeFieldTarget } from './write-resume-fields.ts';

interface Waiting {
  read: () => unknown;
  done: Promise<void>;
}

const waiting = new Map<string, Waiting>();
let tail: Promise<void> = Promise.resolve();
let failures = 0;

export function queueResumeWrite(
  target: ResumeFieldTarget,
  field: string,
  read: () => unknown,
): Promise<void> {
  const key = `${target.owner}\u0000${target.resumeId}\u0000${target.item?.id ?? ''}\u0000${field}`;
  const queued = waiting.get(key);
  if (queued) {
    queued.read = read;
    return queued.done;
  }
  const entry: Waiting = { read, done: Promise.resolve() };
  entry.done = tail = tail.then(async () => {
    waiting.delete(key);
    try {
      await writeResumeFields(target, { [field]: entry.read() });
    } catch (error) {
      // The value is still in the field; the next keystroke or blur writes it again.
      failures += 1;
      console.error('Saving a resume field failed', error);
    }
  });
  waiting.set(key, entry);
  return entry.done;
}

/** Resolves when every queued write is in IndexedDB. */
export function settleResumeWrites(): Promise<void> {
  return tail;
}

/** Writes that failed since the page loaded (shown as a warning by the editor). */
export function countFailedResumeWrites(): number {
  return failures;
}
