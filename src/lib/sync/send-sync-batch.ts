/**
 * The app's transport for the sync engine: one batch through the API client (bearer token,
 * refresh on 401), with failures sorted into "try again later" and "refused".
 */
import { API_ROUTES } from '@/common/http/api-paths.ts';
import {
  syncBatchResponseSchema,
  type SyncBatchRequest,
  type SyncBatchResponse,
} from '@/common/sync/sync-schema.ts';
import { ApiError, apiRequest } from '../api-client.ts';
import { isRetryableStatus, SyncSendError } from './sync-send-error.ts';

export async function sendSyncBatch(request: SyncBatchRequest): Promise<SyncBatchResponse> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new SyncSendError('retry', 'You are offline.');
  }
  try {
    return await apiRequest(API_ROUTES.sync.mutations, syncBatchResponseSchema, {
      method: 'POST',
      body: request,
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const retryAfterMs = error.retryAfterS === undefined ? undefined : error.retryAfterS * 1000;
    // 401: the session ended (the client signed out); the rows wait for their owner.
    const retry = error.kind !== 'http' || error.status === 401 || isRetryableStatus(error.status);
    throw new SyncSendError(retry ? 'retry' : 'refused', error.message, error.status, retryAfterMs);
  }
}
