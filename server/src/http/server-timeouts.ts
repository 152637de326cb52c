/**
 * Limits on how long a client may take to send a request, so a slowly dribbled body or header
 * block (slowloris) cannot hold a connection, a temporary upload file and a handler forever.
 * Node enforces them: past the limit it answers 408 and closes the connection, and the handler
 * reading the body sees it end with an error (the upload code then deletes its temporary file).
 */
import type { ServerOptions } from 'node:http';
import type { Env } from '../env.ts';

const MS_PER_S = 1000;
/** How often Node looks for requests past their limit; bounds how late a cut-off can be. */
const MAX_CHECK_INTERVAL_MS = 1_000;

export function serverTimeoutOptions(
  env: Pick<Env, 'REQUEST_TIMEOUT_S' | 'HEADERS_TIMEOUT_S'>,
): ServerOptions {
  const requestTimeout = Math.round(env.REQUEST_TIMEOUT_S * MS_PER_S);
  // Node requires the header limit to be no longer than the whole-request limit.
  const headersTimeout = Math.min(Math.round(env.HEADERS_TIMEOUT_S * MS_PER_S), requestTimeout);
  return {
    requestTimeout,
    headersTimeout,
    connectionsCheckingInterval: Math.max(
      50,
      Math.min(MAX_CHECK_INTERVAL_MS, Math.floor(headersTimeout / 4)),
    ),
  };
}
