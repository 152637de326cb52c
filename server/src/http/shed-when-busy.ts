/**
 * Overload is answered, never dropped: the embedded database (PGlite) runs one statement at a
 * time, so when its oldest waiting statement has waited longer than `maxWaitMs`, a new API
 * request would only join a queue it cannot leave in time (the client times out and the work is
 * wasted). It gets a fast 503 with Retry-After instead; the sync engine and the API client retry
 * it (docs/reliability.md, Load). Health and static files never wait behind the database.
 */
import type { MiddlewareHandler } from 'hono';
import { API_PREFIX, API_ROUTES } from '@/common/http/api-paths.ts';
import type { StatementQueue } from '../db/adapt-pglite-client.ts';
import { HttpError } from './http-error.ts';

/** A request arriving when the embedded database's oldest statement waited this long is shed. */
export const DB_QUEUE_SHED_AFTER_MS = 1_000;
/** What a shed request is told to wait before trying again (seconds). */
export const SHED_RETRY_AFTER_S = 1;

export function shedWhenBusy(
  queue: StatementQueue,
  maxWaitMs = DB_QUEUE_SHED_AFTER_MS,
): MiddlewareHandler {
  const healthPath = `${API_PREFIX}${API_ROUTES.health}`;
  return async (c, next) => {
    if (c.req.path !== healthPath && queue.oldestWaitMs() > maxWaitMs) {
      throw new HttpError(
        503,
        'busy',
        'The server is busy right now. Please try again in a moment.',
        undefined,
        SHED_RETRY_AFTER_S,
      );
    }
    await next();
  };
}
