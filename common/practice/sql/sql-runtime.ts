/**
 * The part of sql.js that grading uses, as structural types: the worker's sql.js (browser build)
 * and Node's (in `npm test`) both fit, and common/ stays free of environment-specific typings.
 */
export type SqlCell = number | string | Uint8Array | null;

export interface SqlStatement {
  getColumnNames(): string[];
  step(): boolean;
  get(): SqlCell[];
  free(): boolean;
}

export interface SqlDatabase {
  run(sql: string): unknown;
  exec(sql: string): Array<{ columns: string[]; values: SqlCell[][] }>;
  iterateStatements(sql: string): Iterable<SqlStatement>;
  export(): Uint8Array;
  close(): void;
}

export interface SqlRuntime {
  Database: new (data?: Uint8Array | null) => SqlDatabase;
}
