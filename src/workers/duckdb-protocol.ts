/** Messages between the page and the DuckDB worker (duckdb-wasm): sql-engine-protocol.ts. */
import type { SqlEngineWorkerCommand, SqlEngineWorkerEvent } from './sql-engine-protocol.ts';

/** Absolute URL of DuckDB's wasm (the `eh` build, a hashed build asset). */
export interface DuckdbFileUrls {
  wasm: string;
}

export type DuckdbWorkerCommand = SqlEngineWorkerCommand<DuckdbFileUrls>;
export type DuckdbWorkerEvent = SqlEngineWorkerEvent;
