/**
 * Resume files go through a queue kept in IndexedDB, so a file chosen offline (or whose upload was
 * cut off) stays on the device and is sent when the connection returns, with its progress shown.
 * One tab sends at a time (Web Lock); a refusal by the server (wrong type, too large) is kept on
 * the row so the user sees why, instead of retrying forever.
 */
import { pendingResumeUploadRowSchema } from '../../../../common/resume/resume-rows-schema.ts';
import type { ResumeUploadResponse } from '../../../../common/resume/resume-upload-schema.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { db } from '../../../lib/db.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { sendResumeFile } from '../api/send-resume-file.ts';
import { useResumeUploadStore } from '../stores/resume-upload-store.ts';

const UPLOAD_LOCK_NAME = 'nyra:resume-uploads';

export async function publishWaitingUploads(owner: string): Promise<void> {
  const rows = await db.resumeUploads.where('owner').equals(owner).sortBy('createdAt');
  useResumeUploadStore
    .getState()
    .setWaiting(rows.map((row) => ({ id: row.id, fileName: row.fileName, error: row.error })));
}

/** Keeps the file on the device; `flushResumeUploads` sends it when online. */
export async function queueResumeUpload(owner: string, file: File): Promise<string> {
  const id = crypto.randomUUID();
  await db.resumeUploads.put({
    id,
    owner,
    fileName: file.name,
    file,
    createdAt: new Date().toISOString(),
    error: null,
  });
  await publishWaitingUploads(owner);
  return id;
}

export async function discardResumeUpload(owner: string, id: string): Promise<void> {
  await db.resumeUploads.delete(id);
  await publishWaitingUploads(owner);
}

async function sendAll(owner: string, onSent?: (id: string, answer: ResumeUploadResponse) => void) {
  const store = useResumeUploadStore.getState();
  const rows = await db.resumeUploads.where('owner').equals(owner).sortBy('createdAt');
  for (const raw of rows) {
    const parsed = pendingResumeUploadRowSchema.safeParse(raw);
    if (!parsed.success) {
      await db.resumeUploads.delete(raw.id);
      continue;
    }
    const row = parsed.data;
    if (row.error || !navigator.onLine) continue;
    store.setActive({ id: row.id, fileName: row.fileName, progress: 0 });
    try {
      const answer = await sendResumeFile(row.file, row.fileName, ({ loaded, total }) =>
        store.setActive({
          id: row.id,
          fileName: row.fileName,
          progress: total ? loaded / total : 0,
        }),
      );
      await db.resumeUploads.delete(row.id);
      useSessionStore.getState().updateSession({ has_uploaded_resume: true });
      store.markUploaded();
      onSent?.(row.id, answer);
    } catch (error) {
      // A refusal is final (kept to show); a lost connection is retried on the next flush.
      if (
        error instanceof ApiError &&
        error.kind === 'http' &&
        error.status >= 400 &&
        error.status < 500 &&
        error.status !== 401 &&
        error.status !== 429
      ) {
        await db.resumeUploads.update(row.id, { error: error.message });
      } else {
        break;
      }
    } finally {
      store.setActive(null);
      await publishWaitingUploads(owner);
    }
  }
}

let flushing: Promise<void> | null = null;

/** Sends every queued file of `owner`, one at a time; concurrent calls share one run. */
export function flushResumeUploads(
  owner: string,
  onSent?: (id: string, answer: ResumeUploadResponse) => void,
): Promise<void> {
  if (flushing) return flushing;
  const run = async () => {
    if (typeof navigator.locks?.request === 'function') {
      await navigator.locks.request(UPLOAD_LOCK_NAME, { ifAvailable: true }, async (lock) => {
        if (lock) await sendAll(owner, onSent);
      });
    } else {
      await sendAll(owner, onSent);
    }
  };
  flushing = run().finally(() => {
    flushing = null;
  });
  return flushing;
}
