/**
 * Starts PostgreSQL (PGlite, ≈ 16 MB the first time) in idle time for a learner who chose the
 * PostgreSQL dialect, so their first Run does not wait for it; never on Save-Data or a 2G-class
 * connection, nor offline (the engine would then load from the cache on first use anyway).
 */
import { connectionAllowsPrefetch } from '../../../lib/connection-allows-prefetch.ts';
import { getPostgresEngine } from '../../../workers/app-engines.ts';
import { readSqlDialect } from './sql-dialect-preference.ts';

/** How long the browser may wait for an idle moment before starting anyway (ms). */
const IDLE_TIMEOUT_MS = 5_000;

export function warmPostgresWhenIdle(): () => void {
  if (readSqlDialect() !== 'postgres' || !navigator.onLine || !connectionAllowsPrefetch()) {
    return () => {};
  }
  const start = () => getPostgresEngine().start();
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(start, IDLE_TIMEOUT_MS);
  return () => window.clearTimeout(timer);
}
