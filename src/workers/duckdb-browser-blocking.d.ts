/**
 * duckdb-wasm's blocking browser build (`dist/duckdb-browser-blocking.mjs`, aliased in
 * vite.config.ts: the package's exports do not name it). Only what duckdb-worker.ts uses; the
 * connection is read through common/practice/sql/duckdb-runtime.ts's structural types.
 */
declare module 'duckdb-browser-blocking' {
  export interface DuckDBBundle {
    mainModule: string;
    mainWorker: string | null;
  }
  export interface DuckDBConnection {
    query(sql: string): unknown;
    close(): void;
  }
  export interface DuckDBBindings {
    instantiate(onProgress?: (progress: unknown) => void): Promise<unknown>;
    connect(): DuckDBConnection;
  }
  export class VoidLogger {}
  export const BROWSER_RUNTIME: unknown;
  export function createDuckDB(
    bundles: { mvp: DuckDBBundle; eh?: DuckDBBundle },
    logger: VoidLogger,
    runtime: unknown,
  ): Promise<DuckDBBindings>;
}
