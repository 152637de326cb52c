/**
 * Sending a file row (taken for sending): its document type's multipart upload, with progress
 * reported to the type (0 at the start, null once over, however it ended). Accepted → the row
 * goes, then the type hears of it (`onUploaded`, with the server's answer). A failure is thrown
 * back for write-down-failure.ts. A row whose type or transport is missing waits, untouched.
 * The engine's own watch (a screen following one row, `watchFile` / `fileAnswer`) hears the same
 * progress, and the answer before the row goes: whoever sees the row gone finds its answer.
 */
import type { OutboxRow } from '@/common/sync/outbox-row-schema.ts';
import type { NyraDatabase } from '../db.ts';
import type { SyncDocumentType } from './sync-document-type.ts';

/** One file upload: the row's file, as multipart, to its document type's route. */
export interface SyncFileRequest {
  /** The outbox row's id. */
  id: string;
  /** Under /api (the document type's `upload.path`). */
  path: string;
  /** The form field of the file. */
  field: string;
  blob: Blob;
  name: string;
}

export type SendSyncFile = (
  request: SyncFileRequest,
  onProgress: (progress: number) => void,
) => Promise<unknown>;

/** The engine's listeners for this one row, besides its document type's. */
export interface FileRowWatch {
  onProgress: (progress: number | null) => void;
  /** The server accepted the file: its answer, heard before the row is deleted. */
  onAccepted: (answer: unknown) => void;
}

/** Resolves `uploaded`, or `waits` when nothing could send it; rejects with the send's failure. */
export async function uploadFileRow(
  db: NyraDatabase,
  type: SyncDocumentType,
  row: OutboxRow,
  sendFile: SendSyncFile | undefined,
  watch?: FileRowWatch,
): Promise<'uploaded' | 'waits'> {
  const upload = type.upload;
  if (!upload || !row.file || !sendFile) {
    await db.syncOutbox.update(row.id, { state: 'pending', sent: false });
    return 'waits';
  }
  const report = (progress: number | null) => {
    upload.onProgress?.(row, progress);
    watch?.onProgress(progress);
  };
  report(0);
  let answer: unknown;
  try {
    answer = await sendFile(
      { id: row.id, path: upload.path, field: upload.field, ...row.file },
      report,
    );
  } catch (error) {
    report(null);
    throw error;
  }
  watch?.onAccepted(answer);
  // Gone before the progress ends, so the file never shows as waiting in between.
  await db.syncOutbox.delete(row.id);
  report(null);
  try {
    await upload.onUploaded?.(row, answer);
  } catch (error) {
    console.warn('After an upload', error);
  }
  return 'uploaded';
}
