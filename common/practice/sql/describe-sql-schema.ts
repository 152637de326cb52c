/**
 * What the schema browser shows for a SQL problem: each table with its columns and a few rows of
 * the example data, read from the same database the Run button uses.
 */
import type { SqlProblem, SqlResultSet } from '../problem-schema.ts';
import { openTestDatabase, runLearnerQuery } from './run-sql-tests.ts';
import type { SqlRuntime } from './sql-runtime.ts';

export const SCHEMA_SAMPLE_ROWS = 5;

export interface SqlTableDescription {
  name: string;
  columns: Array<{ name: string; type: string; primaryKey: boolean; notNull: boolean }>;
  rowCount: number;
  sample: SqlResultSet;
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function describeSqlSchema(runtime: SqlRuntime, problem: SqlProblem): SqlTableDescription[] {
  const db = openTestDatabase(runtime, problem, null);
  try {
    const tables = db.exec(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY rowid",
    )[0];
    return (tables?.values ?? []).map(([rawName]) => {
      const name = String(rawName);
      const info = db.exec(`PRAGMA table_info(${quoteIdentifier(name)})`)[0];
      const columns = (info?.values ?? []).map((row) => ({
        name: String(row[1]),
        type: String(row[2] ?? '') || 'ANY',
        notNull: row[3] === 1,
        primaryKey: Number(row[5]) > 0,
      }));
      const count = db.exec(`SELECT COUNT(*) FROM ${quoteIdentifier(name)}`)[0]?.values[0]?.[0];
      const sample = runLearnerQuery(
        db,
        `SELECT * FROM ${quoteIdentifier(name)} LIMIT ${SCHEMA_SAMPLE_ROWS}`,
      ).result ?? { columns: columns.map((column) => column.name), rows: [] };
      return { name, columns, rowCount: Number(count ?? 0), sample };
    });
  } finally {
    db.close();
  }
}
