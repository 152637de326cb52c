/**
 * The part of PGlite that PostgreSQL grading uses, as structural types: the browser worker's
 * PGlite and Node's (in `npm test` and the content build) both fit, and common/ stays free of
 * the package's typings. Open it with POSTGRES_TYPE_PARSERS so values come back the way sql.js
 * returns them (numbers as numbers, dates as text, booleans as 1/0) and one grader serves both.
 */
export interface PostgresResults {
  fields: Array<{ name: string; dataTypeID: number }>;
  rows: unknown[];
}

export interface PostgresRuntime {
  exec(sql: string, options?: { rowMode?: 'array' | 'object' }): Promise<PostgresResults[]>;
}

/** PostgreSQL type oids (pg_type) whose text form grading reads differently from PGlite's default. */
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const BOOL_OID = 16;
const DATE_OID = 1082;
const TIME_OID = 1083;
const TIMESTAMP_OID = 1114;
const TIMESTAMPTZ_OID = 1184;

const asNumber = (text: string): number => Number(text);
const asText = (text: string): string => text;

/**
 * PGlite `parsers`: bigint and numeric as JS numbers (SQLite's INTEGER and REAL), dates and
 * times as their text (SQLite stores them as text), booleans as 1/0 (SQLite has no booleans).
 */
export const POSTGRES_TYPE_PARSERS: Record<number, (text: string) => unknown> = {
  [INT8_OID]: asNumber,
  [NUMERIC_OID]: asNumber,
  [BOOL_OID]: (text) => (text === 't' ? 1 : 0),
  [DATE_OID]: asText,
  [TIME_OID]: asText,
  [TIMESTAMP_OID]: asText,
  [TIMESTAMPTZ_OID]: asText,
};

/**
 * PostgreSQL settings for Practice's PGlite, passed after PGlite's own start parameters
 * (`startParams: [...PGlite.defaultStartParams, ...POSTGRES_PRACTICE_START_PARAMS]`). initdb
 * gives the cluster 128 MB of shared buffers, and PGlite's emulated shared memory is zeroed at
 * every start: a memset of the whole pool was the largest single cost of a start from the saved
 * data directory (a CPU profile in Node). The practice data sets are a few thousand rows at most,
 * so 16 MB (2,048 pages of 8 KB) holds them many times over and each start zeroes an eighth.
 */
export const POSTGRES_PRACTICE_START_PARAMS: readonly string[] = ['-c', 'shared_buffers=16MB'];
