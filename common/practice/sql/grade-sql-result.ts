/**
 * Compares a learner's result set with the expected one. Column count and names (case-insensitive)
 * first, then the rows as multisets with numbers compared within a tolerance; row order counts
 * only when the problem asks for an order. A mismatch comes with the missing and extra rows.
 */
import type { SqlResultSet, SqlValue } from '../problem-schema.ts';
import { numbersClose } from '../numbers-close.ts';
import type { SqlMismatchKind } from '../run-result-schema.ts';

export interface SqlGrade {
  mismatch?: SqlMismatchKind;
  message?: string;
  missingRows: SqlValue[][];
  extraRows: SqlValue[][];
}

/** Rows of a diff kept for display. */
const DIFF_ROW_LIMIT = 50;

export function sqlValuesEqual(a: SqlValue, b: SqlValue): boolean {
  if (typeof a === 'number' && typeof b === 'number') return numbersClose(a, b);
  return a === b;
}

function rowsEqual(a: SqlValue[], b: SqlValue[]): boolean {
  return (
    a.length === b.length && a.every((value, index) => sqlValuesEqual(value, b[index] ?? null))
  );
}

function listColumns(columns: string[]): string {
  return columns.join(', ');
}

function normalizeName(name: string): string {
  return name.trim().toLowerCase();
}

export function gradeSqlResult(
  actual: SqlResultSet | null,
  expected: SqlResultSet,
  orderMatters: boolean,
): SqlGrade {
  const none = { missingRows: [], extraRows: [] };
  if (!actual) {
    return {
      ...none,
      mismatch: 'no_result_set',
      message: 'Your query returned no result set: end it with a SELECT statement',
    };
  }
  if (actual.columns.length !== expected.columns.length) {
    return {
      ...none,
      mismatch: 'column_count',
      message: `Wrong number of columns: expected ${expected.columns.length} (${listColumns(expected.columns)}), got ${actual.columns.length} (${listColumns(actual.columns)})`,
    };
  }
  const wrongName = expected.columns.findIndex(
    (name, index) => normalizeName(name) !== normalizeName(actual.columns[index] ?? ''),
  );
  if (wrongName !== -1) {
    return {
      ...none,
      mismatch: 'column_names',
      message: `Wrong column name: column ${wrongName + 1} should be named "${expected.columns[wrongName]}", not "${actual.columns[wrongName]}"`,
    };
  }

  const used = new Array<boolean>(actual.rows.length).fill(false);
  const missingRows: SqlValue[][] = [];
  for (const row of expected.rows) {
    const match = actual.rows.findIndex(
      (candidate, index) => !used[index] && rowsEqual(row, candidate),
    );
    if (match === -1) missingRows.push(row);
    else used[match] = true;
  }
  const extraRows = actual.rows.filter((_, index) => !used[index]);

  if (missingRows.length > 0 || extraRows.length > 0) {
    const diff = {
      missingRows: missingRows.slice(0, DIFF_ROW_LIMIT),
      extraRows: extraRows.slice(0, DIFF_ROW_LIMIT),
    };
    if (actual.rows.length !== expected.rows.length) {
      return {
        ...diff,
        mismatch: 'row_count',
        message: `Wrong number of rows: expected ${expected.rows.length}, got ${actual.rows.length}`,
      };
    }
    return {
      ...diff,
      mismatch: 'rows_differ',
      message: `${missingRows.length} of ${expected.rows.length} rows differ from the expected result`,
    };
  }
  if (
    orderMatters &&
    !actual.rows.every((row, index) => rowsEqual(row, expected.rows[index] ?? []))
  ) {
    return {
      ...none,
      mismatch: 'row_order',
      message: 'The rows are right but in the wrong order: check your ORDER BY',
    };
  }
  return none;
}
