/**
 * The app's transport for the sync engine's file rows: one multipart upload with progress
 * (upload-with-progress.ts: bearer token, refresh on 401), with failures sorted like a batch's:
 * offline, 401 (the session ended; the file waits for its owner), 408, 425, 429, 5xx and an
 * answer that could not be read are "try again later"; any other 4xx is the server's refusal
 * (wrong type, too large), kept with its message for the user. The row's id travels as the
 * `Idempotency-Key` header: the same on every send of the row, so an upload whose answer was lost
 * gets the first upload's answer back instead of storing the file twice (docs/api.md).
 */
import * as z from 'zod/mini';
import { ApiError } from '../api-client.ts';
import { uploadWithProgress } from '../upload-with-progress.ts';
import type { SyncFileRequest } from './upload-file-row.ts';
import { isRetryableStatus, SyncSendError } from './sync-send-error.ts';

export async function sendSyncFile(
  request: SyncFileRequest,
  onProgress: (progress: number) => void,
): Promise<unknown> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new SyncSendError('retry', 'You are offline.');
  }
  const form = new FormData();
  form.append(request.field, request.blob, request.name);
  try {
    return await uploadWithProgress(request.path, form, z.unknown(), {
      onProgress: ({ loaded, total }) => onProgress(total ? loaded / total : 0),
      headers: { 'Idempotency-Key': request.id },
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const retryAfterMs = error.retryAfterS === undefined ? undefined : error.retryAfterS * 1000;
    const retry = error.kind !== 'http' || error.status === 401 || isRetryableStatus(error.status);
    throw new SyncSendError(retry ? 'retry' : 'refused', error.message, error.status, retryAfterMs);
  }
}
