/**
 * The one API client: a single configured ofetch instance (base `/api`, no automatic retries,
 * a timeout), the only place in src/ allowed to touch `fetch`.
 *
 * - Authenticated calls send `Authorization: Bearer <access token>`. On a 401 the client refreshes
 *   the tokens once and retries once (product.md#errors). If there is no session or the refresh is
 *   refused, the user is signed out and cached data is cleared.
 * - A refresh token is single-use (rotation with reuse detection), so refreshing is single-flight:
 *   concurrent 401s in a tab share one refresh, and tabs take turns under a Web Lock. Inside the
 *   lock the stored session is read again: if another tab already refreshed, its tokens are used
 *   instead of spending the old refresh token. The session is cleared only if the token that
 *   failed is still the current one.
 * - Every response is validated with a zod schema from common/, and every failure becomes an
 *   `ApiError` with a readable message and a kind (network, timeout, http, parse).
 */
import { FetchError, ofetch } from 'ofetch';
import * as z from 'zod/mini';
import { errorBodySchema } from '@/common/api/error-body-schema.ts';
import { tokenRefreshResponseSchema } from '@/common/auth/token-refresh-schema.ts';
import { API_PREFIX, API_ROUTES } from '@/common/http/api-paths.ts';
import { sessionSchema, type Session } from '@/common/session/session-schema.ts';
import { SESSION_STORAGE_KEY } from '@/common/session/session-storage-key.ts';
import { readStoredJson, writeStoredJson } from './local-storage.ts';
import { useSessionStore } from './session-store.ts';
import { clearSignedInData } from './sign-out-cleanup.ts';

const DEFAULT_TIMEOUT_MS = 30_000;
/** A request the server shed as busy (503 `busy`) did nothing there, so it is sent again. */
const BUSY_RETRIES = 2;
const BUSY_RETRY_MAX_WAIT_MS = 5_000;
/** Name of the Web Lock that serialises token refreshes across tabs of this origin. */
const REFRESH_LOCK_NAME = 'nyra:token-refresh';

export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'parse' | 'aborted';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    /** HTTP status; 0 when no response arrived. */
    readonly status: number,
    /** The server's machine code (common/auth/auth-error-codes.ts etc.) or a client one. */
    readonly code: string,
    message: string,
    /** Per-field messages of a validation error. */
    readonly fields?: Record<string, string>,
    /** Seconds to wait, from a 429's or 503's Retry-After. */
    readonly retryAfterS?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON-serialisable object, or FormData for uploads. */
  body?: Record<string, unknown> | unknown[] | FormData;
  query?: Record<string, string | number | boolean | undefined>;
  /** Send the bearer token and refresh on 401 (default true). */
  auth?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

const client = ofetch.create({ baseURL: API_PREFIX, retry: 0 });

const GENERIC_MESSAGES: Record<number, string> = {
  401: 'Please sign in again.',
  403: 'You do not have access to this.',
  404: 'We could not find that.',
  413: 'That is too large to send.',
  429: 'Too many requests. Please wait a moment and try again.',
};

function toApiError(error: unknown, signal?: AbortSignal): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError && error.response) {
    const status = error.response.status;
    const body = z.safeParse(errorBodySchema, error.data);
    const header = Number(error.response.headers.get('retry-after'));
    const retryAfterS = body.success
      ? (body.data.retry_after_s ?? (Number.isFinite(header) && header > 0 ? header : undefined))
      : undefined;
    const message = body.success
      ? body.data.message
      : (GENERIC_MESSAGES[status] ??
        (status >= 500
          ? 'Something went wrong on our side. Please try again.'
          : 'The request failed. Please try again.'));
    return new ApiError(
      'http',
      status,
      body.success ? body.data.code : `http_${status}`,
      message,
      body.success ? body.data.fields : undefined,
      retryAfterS,
    );
  }
  const cause = error instanceof Error ? (error.cause ?? error) : error;
  const name = cause instanceof Error || cause instanceof DOMException ? cause.name : '';
  if (name === 'TimeoutError') {
    return new ApiError(
      'timeout',
      0,
      'timeout',
      'The server took too long to answer. Please try again.',
    );
  }
  if (name === 'AbortError' || signal?.aborted) {
    return new ApiError('aborted', 0, 'aborted', 'The request was cancelled.');
  }
  return new ApiError(
    'network',
    0,
    'network',
    'Could not reach Nyra. Check your connection and try again.',
  );
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Sends once, and again after the server's Retry-After when it shed the request as busy (the
 * embedded database's queue was full; docs/reliability.md, Load): a shed request never reached
 * a handler, so sending it again is safe whatever its method.
 */
async function send(
  path: string,
  options: ApiRequestOptions,
  accessToken?: string,
): Promise<unknown> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await sendOnce(path, options, accessToken);
    } catch (error) {
      const busy = error instanceof ApiError && error.status === 503 && error.code === 'busy';
      if (!busy || attempt >= BUSY_RETRIES || options.signal?.aborted) throw error;
      await wait(Math.min((error.retryAfterS ?? 1) * 1000, BUSY_RETRY_MAX_WAIT_MS), options.signal);
    }
  }
}

async function sendOnce(
  path: string,
  options: ApiRequestOptions,
  accessToken?: string,
): Promise<unknown> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    return await client(path, {
      method: options.method ?? 'GET',
      body: options.body,
      query: options.query,
      signal,
      headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : undefined,
    });
  } catch (error) {
    throw toApiError(error, options.signal);
  }
}

function readStoredSession(): Session | undefined {
  return readStoredJson(SESSION_STORAGE_KEY, sessionSchema);
}

/** Makes `session` current in this tab, writing storage first so other tabs see it at once. */
function adoptSession(session: Session): void {
  writeStoredJson(SESSION_STORAGE_KEY, session);
  if (useSessionStore.getState().session?.access_token !== session.access_token) {
    useSessionStore.getState().setSession(session);
  }
}

async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // Without Web Locks (old browsers, insecure origins) refreshes are single-flight per tab only.
  return locks ? locks.request(REFRESH_LOCK_NAME, task) : task();
}

/** Runs under the cross-tab lock. Resolves with a usable access token, or null if signed out. */
async function refreshUnderLock(failedAccessToken: string): Promise<string | null> {
  const stored = readStoredSession();
  if (!stored) {
    await clearSignedInData();
    return null;
  }
  if (stored.access_token !== failedAccessToken) {
    // Another tab (or an earlier refresh here) already replaced the token that failed.
    adoptSession(stored);
    return stored.access_token;
  }
  let pair: z.infer<typeof tokenRefreshResponseSchema>;
  try {
    const data = await send(API_ROUTES.registry.tokenRefresh, {
      method: 'POST',
      body: { refresh: stored.refresh_token },
      auth: false,
    });
    const parsed = z.safeParse(tokenRefreshResponseSchema, data);
    if (!parsed.success) throw new ApiError('parse', 200, 'invalid_response', 'Unexpected answer.');
    pair = parsed.data;
  } catch (error) {
    const apiError = toApiError(error);
    if (apiError.kind === 'http' && (apiError.status === 401 || apiError.status === 400)) {
      const current = readStoredSession();
      if (current && current.refresh_token !== stored.refresh_token) {
        adoptSession(current);
        return current.access_token;
      }
      await clearSignedInData();
      return null;
    }
    // Offline or a server hiccup: keep the session; the caller sees the error.
    throw apiError;
  }
  adoptSession({ ...stored, access_token: pair.access, refresh_token: pair.refresh });
  return pair.access;
}

const refreshesInFlight = new Map<string, Promise<string | null>>();

/** Single-flight per failed token within the tab; the Web Lock handles other tabs. */
function refreshAccessToken(failedAccessToken: string): Promise<string | null> {
  let pending = refreshesInFlight.get(failedAccessToken);
  if (!pending) {
    pending = withRefreshLock(() => refreshUnderLock(failedAccessToken)).finally(() =>
      refreshesInFlight.delete(failedAccessToken),
    );
    refreshesInFlight.set(failedAccessToken, pending);
  }
  return pending;
}

async function sendAuthenticated(path: string, options: ApiRequestOptions): Promise<unknown> {
  const session = useSessionStore.getState().session ?? readStoredSession();
  if (!session) {
    await clearSignedInData();
    throw new ApiError('http', 401, 'unauthenticated', 'Please sign in to continue.');
  }
  try {
    return await send(path, options, session.access_token);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    const fresh = await refreshAccessToken(session.access_token);
    if (!fresh) throw error;
    return send(path, options, fresh);
  }
}

/**
 * Calls the API and validates the answer with `schema`. Throws `ApiError` on any failure.
 * Use `z.unknown()` for answers without a body (204).
 */
export async function apiRequest<S extends z.core.$ZodType>(
  path: string,
  schema: S,
  options: ApiRequestOptions = {},
): Promise<z.infer<S>> {
  const data =
    options.auth === false ? await send(path, options) : await sendAuthenticated(path, options);
  const parsed = z.safeParse(schema, data);
  if (!parsed.success) {
    console.warn(`Unexpected answer from ${path}`, parsed.error.issues);
    throw new ApiError(
      'parse',
      200,
      'invalid_response',
      'The server sent an answer we did not understand. Please try again.',
    );
  }
  return parsed.data;
}
