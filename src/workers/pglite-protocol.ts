/** Messages between the page and the PostgreSQL worker (PGlite): sql-engine-protocol.ts. */
import type { SqlEngineWorkerCommand, SqlEngineWorkerEvent } from './sql-engine-protocol.ts';

/** Absolute URLs of PGlite's files (hashed build assets). */
export interface PgliteFileUrls {
  wasm: string;
  data: string;
  initdb: string;
}

export type PgliteWorkerCommand = SqlEngineWorkerCommand<PgliteFileUrls>;
export type PgliteWorkerEvent = SqlEngineWorkerEvent;
