/**
 * When the request a statement serves began (`performance.now()` milliseconds), for the embedded
 * database's queue: it serves statements in the order their requests arrived, not the order the
 * statements were issued, so a request's second statement does not queue again behind every
 * request that arrived after it (docs/reliability.md, Load). Work outside a request (jobs) has
 * no entry and is ordered by the time its statement was issued.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export const statementOrder = new AsyncLocalStorage<number>();
