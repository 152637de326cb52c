/**
 * Uploads a multipart form with progress events, the sanctioned companion of api-client.ts for
 * the one thing `fetch` cannot do: report upload progress (XMLHttpRequest can). It sends the same
 * bearer token, lets the one API client refresh tokens on a 401 (single-flight, across tabs) and
 * retries once, validates the answer with a zod schema, and fails only with `ApiError`s whose
 * messages a person can act on.
 */
import * as z from 'zod/mini';
import { errorBodySchema } from '@/common/api/error-body-schema.ts';
import { profileSchema } from '@/common/auth/profile-schema.ts';
import { API_PREFIX, API_ROUTES } from '@/common/http/api-paths.ts';
import { ApiError, apiRequest } from './api-client.ts';
import { useSessionStore } from './session-store.ts';

export interface TransferProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  onProgress?: (progress: TransferProgress) => void;
  signal?: AbortSignal;
  /** Extra request headers (the sync engine's `Idempotency-Key`). */
  headers?: Record<string, string>;
}

interface RawAnswer {
  status: number;
  body: unknown;
}

const INTERRUPTED_MESSAGE =
  'The upload was interrupted. Check your connection and try again; nothing you entered was lost.';

function sendOnce(
  path: string,
  form: FormData,
  token: string,
  options: UploadOptions,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_PREFIX}${path}`);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable)
        options.onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError('network', 0, 'network', INTERRUPTED_MESSAGE));
    xhr.onabort = () => reject(new ApiError('aborted', 0, 'aborted', 'The upload was cancelled.'));
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new ApiError('aborted', 0, 'aborted', 'The upload was cancelled.'));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}

function toError(answer: RawAnswer): ApiError {
  const parsed = z.safeParse(errorBodySchema, answer.body);
  if (parsed.success) {
    const { code, message, fields } = parsed.data;
    return new ApiError('http', answer.status, code, message, fields);
  }
  const message =
    answer.status === 413
      ? 'The file is too large to upload.'
      : answer.status >= 500
        ? 'Something went wrong on our side. Please try again.'
        : 'The upload failed. Please try again.';
  return new ApiError('http', answer.status, `http_${answer.status}`, message);
}

export async function uploadWithProgress<S extends z.core.$ZodType>(
  path: string,
  form: FormData,
  schema: S,
  options: UploadOptions = {},
): Promise<z.infer<S>> {
  const session = useSessionStore.getState().session;
  if (!session) throw new ApiError('http', 401, 'unauthenticated', 'Please sign in to continue.');
  let answer = await sendOnce(path, form, session.access_token, options);
  if (answer.status === 401) {
    // Any authenticated call through the API client refreshes an expired token (or signs out).
    await apiRequest(API_ROUTES.registry.me, profileSchema);
    const fresh = useSessionStore.getState().session;
    if (!fresh) throw toError(answer);
    options.onProgress?.({ loaded: 0, total: 1 });
    answer = await sendOnce(path, form, fresh.access_token, options);
  }
  if (answer.status < 200 || answer.status >= 300) throw toError(answer);
  const parsed = z.safeParse(schema, answer.body);
  if (!parsed.success) {
    throw new ApiError(
      'parse',
      answer.status,
      'invalid_response',
      'The server sent an answer we did not understand. Please try again.',
    );
  }
  return parsed.data;
}
