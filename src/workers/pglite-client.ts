/**
 * The page's handle on the PostgreSQL worker (PGlite): grading runs and query plans under the
 * time limit (sql-engine-client.ts).
 */
import type { PgliteFileUrls, PgliteWorkerCommand } from './pglite-protocol.ts';
import { WorkerSqlEngine } from './sql-engine-client.ts';

/**
 * PGlite's files, emitted by Vite as hashed assets (the package's exports hide them from `?url`
 * imports; its own module references the same files, so the build keeps one copy of each).
 */
const FILES: PgliteFileUrls = {
  wasm: new URL('../../node_modules/@electric-sql/pglite/dist/pglite.wasm', import.meta.url).href,
  data: new URL('../../node_modules/@electric-sql/pglite/dist/pglite.data', import.meta.url).href,
  initdb: new URL('../../node_modules/@electric-sql/pglite/dist/initdb.wasm', import.meta.url).href,
};

export class PostgresEngine extends WorkerSqlEngine<PgliteFileUrls> {
  /** The files' URLs, for the offline download step and the idle warm-up. */
  static readonly fileUrls: PgliteFileUrls = FILES;

  protected createWorker(): Worker {
    return new Worker(new URL('./pglite-worker.ts', import.meta.url), {
      type: 'module',
      name: 'pglite',
    });
  }

  protected initCommand(): PgliteWorkerCommand {
    return { type: 'init', files: FILES };
  }
}
