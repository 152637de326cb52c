/**
 * A fingerprint of every table of the app (one md5 of each table's rows as text, in one query),
 * so a test can show that a refused request changed nothing: compare the snapshots taken before
 * and after. New tables are picked up from the catalogue, never listed by hand.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/src/db/open-database.ts';

export type DatabaseSnapshot = Record<string, string>;

type Row = Record<string, unknown>;

/** Rows of a raw query on either driver (PGlite answers `{ rows }`, postgres.js an array). */
async function queryRows(db: Db, text: string): Promise<Row[]> {
  const result = (await db.execute(sql.raw(text))) as unknown;
  return Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);
}

let cachedTables: { db: Db; names: string[] } | undefined;

async function tableNames(db: Db): Promise<string[]> {
  if (cachedTables?.db === db) return cachedTables.names;
  const rows = await queryRows(
    db,
    `select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const names = rows.map((row) => String(row.table_name));
  cachedTables = { db, names };
  return names;
}

export async function snapshotDatabase(db: Db): Promise<DatabaseSnapshot> {
  const names = await tableNames(db);
  const query = names
    .map(
      (name) =>
        `select '${name}' as t, count(*)::int as n, ` +
        `md5(coalesce(string_agg(x::text, E'\\n' order by x::text), '')) as h from "${name}" x`,
    )
    .join(' union all ');
  const rows = await queryRows(db, query);
  return Object.fromEntries(
    rows.map((row) => [String(row.t), `${String(row.n)}:${String(row.h)}`]),
  );
}

/**
 * The next transaction id the database will hand out. Every committed write needs one, so while
 * it stays the same nothing was written and a snapshot need not be taken again (a rolled-back
 * write moves it too: the check errs on the side of taking the snapshot).
 */
export async function readNextTransactionId(db: Db): Promise<string> {
  const rows = await queryRows(db, 'select pg_snapshot_xmax(pg_current_snapshot())::text as x');
  return String(rows[0]?.x);
}

/** The tables whose fingerprint differs between two snapshots. */
export function changedTables(before: DatabaseSnapshot, after: DatabaseSnapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
