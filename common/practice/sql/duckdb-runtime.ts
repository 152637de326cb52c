/**
 * The part of duckdb-wasm that DuckDB grading uses, as structural types: the browser worker's
 * connection (duckdb-browser-blocking) and Node's (duckdb-node-blocking, in `npm test` and the
 * benchmark) both fit, and common/ stays free of the package's and Apache Arrow's typings. A
 * query returns an Arrow table; `readDuckdbRows` turns it into the values sql.js returns (numbers,
 * text, dates as text, booleans as 1/0), so one grader serves every engine.
 */
import type { SqlValue } from '../problem-schema.ts';

export interface DuckdbField {
  name: string;
  /** Arrow's type: `typeId` is Arrow's Type enum, `scale` is set on decimals. */
  type: { typeId: number; scale?: number };
}

export interface DuckdbTable {
  schema: { fields: DuckdbField[] };
  numRows: number;
  toArray(): Array<{ toArray(): unknown[] }>;
}

/** A connection of the blocking API: `query` runs synchronously and throws on a SQL error. */
export interface DuckdbRuntime {
  query(sql: string): DuckdbTable;
}

/**
 * Run once on a new connection. DuckDB loads known extensions (json, parquet, icu...) on first use
 * by downloading them from its extension site: never here, where everything is self-hosted and
 * must work offline (and in Node tests a blocked download hangs). A function from an extension
 * then fails with DuckDB's own "extension not loaded" error, and the problems that need one stay
 * unmarked for DuckDB (content/README.md).
 */
export const DUCKDB_SESSION_SETTINGS = [
  'SET autoinstall_known_extensions = false',
  'SET autoload_known_extensions = false',
] as const;

export function configureDuckdb(runtime: DuckdbRuntime): void {
  for (const setting of DUCKDB_SESSION_SETTINGS) runtime.query(setting);
}

/** Arrow's Type enum values grading reads differently from their JavaScript form. */
const ARROW_BOOL = 6;
const ARROW_DECIMAL = 7;
const ARROW_DATE = 8;
const ARROW_TIMESTAMP = 10;

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** A timestamp as PostgreSQL and SQLite write it: `2024-01-02 03:04:05` (+ `.123` when set). */
function formatTimestamp(ms: number): string {
  const date = new Date(ms);
  const base = `${date.toISOString().slice(0, 10)} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  const millis = date.getUTCMilliseconds();
  return millis ? `${base}.${pad(millis, 3)}` : base;
}

function toPlain(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map(toPlain);
  if (value && typeof value === 'object') {
    const withArray = value as { toArray?: () => unknown[]; toJSON?: () => unknown };
    if (typeof withArray.toJSON === 'function') return toPlain(withArray.toJSON());
    if (typeof withArray.toArray === 'function') return withArray.toArray().map(toPlain);
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toPlain(item)]));
  }
  return value;
}

/** One Arrow cell as a grading value. */
export function toDuckdbValue(cell: unknown, type: DuckdbField['type']): SqlValue {
  if (cell === null || cell === undefined) return null;
  switch (type.typeId) {
    case ARROW_BOOL:
      return cell ? 1 : 0;
    case ARROW_DECIMAL:
      // Arrow keeps a decimal as its unscaled integer (e.g. 3.50 as 350 with scale 2).
      return Number(String(cell)) / 10 ** (type.scale ?? 0);
    case ARROW_DATE:
      return new Date(Number(cell)).toISOString().slice(0, 10);
    case ARROW_TIMESTAMP:
      return formatTimestamp(Number(cell));
    default:
      break;
  }
  if (typeof cell === 'number' || typeof cell === 'string') return cell;
  if (typeof cell === 'bigint') return Number(cell);
  if (typeof cell === 'boolean') return cell ? 1 : 0;
  if (cell instanceof Uint8Array) {
    return `x'${Array.from(cell, (byte) => byte.toString(16).padStart(2, '0')).join('')}'`;
  }
  return JSON.stringify(toPlain(cell));
}

/** The table's columns and its first `limit` rows as grading values. */
export function readDuckdbRows(
  table: DuckdbTable,
  limit: number,
): { columns: string[]; rows: SqlValue[][] } {
  const { fields } = table.schema;
  return {
    columns: fields.map((field) => field.name),
    rows: table
      .toArray()
      .slice(0, limit)
      .map((row) =>
        row
          .toArray()
          .map((cell, index) => toDuckdbValue(cell, fields[index]?.type ?? { typeId: 0 })),
      ),
  };
}
