/**
 * How a transport tells the engine that a whole request failed: `retry` (offline, timeout, 5xx,
 * 408, 425, 429: try again after a backoff, at least `retryAfterMs` when the server said so) or
 * `refused` (any other 4xx: the request itself is wrong, the mutations need attention).
 */
export class SyncSendError extends Error {
  constructor(
    readonly kind: 'retry' | 'refused',
    message: string,
    readonly status = 0,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'SyncSendError';
  }
}

/** Statuses that are worth sending again as they are (the 408/409/425/429 rule; 409 is per mutation). */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 425 || status === 429 || status >= 500;
}
