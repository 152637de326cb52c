/**
 * The page's handle on the DuckDB worker (duckdb-wasm): grading runs and query plans under the
 * time limit (sql-engine-client.ts), with the download and start-up progress the engine status
 * shows.
 */
import type { DuckdbFileUrls, DuckdbWorkerCommand } from './duckdb-protocol.ts';
import { WorkerSqlEngine } from './sql-engine-client.ts';

/**
 * DuckDB's `eh` wasm, emitted by Vite as a hashed asset (`duckdb-eh-*.wasm`); the package's
 * other builds (mvp, coi) are never referenced, so never shipped.
 */
const FILES: DuckdbFileUrls = {
  wasm: new URL('../../node_modules/@duckdb/duckdb-wasm/dist/duckdb-eh.wasm', import.meta.url).href,
};

export class DuckdbEngine extends WorkerSqlEngine<DuckdbFileUrls> {
  protected createWorker(): Worker {
    return new Worker(new URL('./duckdb-worker.ts', import.meta.url), {
      type: 'module',
      name: 'duckdb',
    });
  }

  protected initCommand(): DuckdbWorkerCommand {
    return { type: 'init', files: FILES };
  }
}
