/**
 * Starts the engine of the learner's chosen SQL dialect in idle time when it is one of the big
 * optional ones (PostgreSQL, PGlite ≈ 16 MB; DuckDB, duckdb-wasm ≈ 35 MB, the first time), so
 * their first Run does not wait for it; never on Save-Data or a 2G-class connection, nor offline
 * (the engine would then load from the cache on first use anyway). SQLite starts with Practice.
 */
import { connectionAllowsPrefetch } from '@/src/lib/connection-allows-prefetch.ts';
import { getOptionalSqlEngine } from '@/src/workers/app-engines.ts';
import { readSqlDialect } from '@/src/lib/sql-dialect-preference.ts';

/** How long the browser may wait for an idle moment before starting anyway (ms). */
const IDLE_TIMEOUT_MS = 5_000;

export function warmSqlEngineWhenIdle(): () => void {
  const dialect = readSqlDialect();
  if (dialect === 'sqlite' || !navigator.onLine || !connectionAllowsPrefetch()) {
    return () => {};
  }
  const start = () => getOptionalSqlEngine(dialect).start();
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(start, IDLE_TIMEOUT_MS);
  return () => window.clearTimeout(timer);
}
