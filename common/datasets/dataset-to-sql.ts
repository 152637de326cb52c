/**
 * A dataset as one SQL script that loads unchanged into SQLite (sql.js) and PostgreSQL: CREATE
 * TABLE with types both accept, then multi-row INSERTs with standard quoting ('' for a quote,
 * NULL, plain numbers). Used by the build (the `.sql` file the browser loads) and by capstone
 * milestones (`-- @dataset <id>` in their schema.sql / seed.sql).
 */
import type { DatasetColumnType, DatasetDefinition, DatasetValue } from './dataset-schema.ts';

const SQL_TYPE: Record<DatasetColumnType, string> = {
  integer: 'BIGINT',
  real: 'DOUBLE PRECISION',
  text: 'TEXT',
  date: 'DATE',
  timestamp: 'TIMESTAMP',
};
/** Rows per INSERT: short statements keep any one parse small. */
const ROWS_PER_INSERT = 200;

export function sqlLiteral(value: DatasetValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') return String(value);
  return `'${value.replaceAll("'", "''")}'`;
}

export function datasetCreateTableSql(
  definition: Pick<DatasetDefinition, 'table' | 'columns'>,
): string {
  const columns = definition.columns.map((column) => `  ${column.name} ${SQL_TYPE[column.type]}`);
  return `CREATE TABLE ${definition.table} (\n${columns.join(',\n')}\n);\n`;
}

export function datasetInsertSql(
  definition: Pick<DatasetDefinition, 'table' | 'columns'>,
  rows: readonly DatasetValue[][],
): string {
  const names = definition.columns.map((column) => column.name).join(', ');
  const statements: string[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const values = rows
      .slice(start, start + ROWS_PER_INSERT)
      .map((row) => `(${row.map(sqlLiteral).join(', ')})`);
    statements.push(`INSERT INTO ${definition.table} (${names}) VALUES\n${values.join(',\n')};\n`);
  }
  return statements.join('');
}
