/**
 * Compares a learner's result set with the expected one. Column count first, then names
 * (case-insensitive) where the problem names its columns, then the rows as multisets with numbers
 * compared within the problem's tolerance; row order counts only when the problem asks for an
 * order. A mismatch comes with the missing and extra rows and a cell-level diff: a missing row is
 * paired with the extra row it most resembles, so the learner sees which cells are wrong rather
 * than two unrelated lists.
 */
import {
  DEFAULT_SQL_NUMERIC_TOLERANCE,
  type SqlResultSet,
  type SqlValue,
} from '../problem-schema.ts';
import type { SqlCellDiff, SqlMismatchKind } from '../run-result-schema.ts';

export interface SqlGrade {
  mismatch?: SqlMismatchKind;
  message?: string;
  missingRows: SqlValue[][];
  extraRows: SqlValue[][];
  /** Row by row: missing, extra, or changed (with the indexes of the cells that differ). */
  cellDiff: SqlCellDiff[];
}

export interface SqlGradeOptions {
  orderMatters: boolean;
  /** Grade column names (the problem names them); otherwise only their count. */
  compareColumnNames?: boolean;
  /** Relative tolerance (absolute below 1). */
  numericTolerance?: number;
}

/** Rows of a diff kept for display. */
const DIFF_ROW_LIMIT = 50;

export function sqlValuesEqual(
  a: SqlValue,
  b: SqlValue,
  tolerance = DEFAULT_SQL_NUMERIC_TOLERANCE,
): boolean {
  if (typeof a === 'number' && typeof b === 'number') {
    if (a === b) return true;
    if (!Number.isFinite(a) || !Number.isFinite(b)) return false;
    return Math.abs(a - b) <= tolerance * Math.max(1, Math.abs(a), Math.abs(b));
  }
  return a === b;
}

function differingCells(a: SqlValue[], b: SqlValue[], tolerance: number): number[] {
  const cells: number[] = [];
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    if (!sqlValuesEqual(a[index] ?? null, b[index] ?? null, tolerance)) cells.push(index);
  }
  return cells;
}

function listColumns(columns: string[]): string {
  return columns.join(', ');
}

function normalizeName(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * Pairs each missing row with the unused extra row sharing the most cells (at least one, and at
 * least half of a wide row), so a wrong value shows as a changed cell.
 */
function pairRows(missing: SqlValue[][], extra: SqlValue[][], tolerance: number): SqlCellDiff[] {
  const width = missing[0]?.length ?? extra[0]?.length ?? 0;
  const minShared = Math.max(1, Math.ceil(width / 2));
  const usedExtra = new Array<boolean>(extra.length).fill(false);
  const diff: SqlCellDiff[] = [];
  const unpaired: SqlValue[][] = [];
  for (const row of missing) {
    let best = -1;
    let bestCells: number[] = [];
    extra.forEach((candidate, index) => {
      if (usedExtra[index]) return;
      const cells = differingCells(row, candidate, tolerance);
      if (width - cells.length >= minShared && (best === -1 || cells.length < bestCells.length)) {
        best = index;
        bestCells = cells;
      }
    });
    if (best === -1 || width < 2) {
      unpaired.push(row);
    } else {
      usedExtra[best] = true;
      diff.push({ kind: 'changed', expected: row, actual: extra[best] ?? [], cells: bestCells });
    }
  }
  for (const row of unpaired) diff.push({ kind: 'missing', expected: row, cells: [] });
  extra.forEach((row, index) => {
    if (!usedExtra[index]) diff.push({ kind: 'extra', actual: row, cells: [] });
  });
  return diff.slice(0, DIFF_ROW_LIMIT);
}

export function gradeSqlResult(
  actual: SqlResultSet | null,
  expected: SqlResultSet,
  options: SqlGradeOptions,
): SqlGrade {
  const tolerance = options.numericTolerance ?? DEFAULT_SQL_NUMERIC_TOLERANCE;
  const none = { missingRows: [], extraRows: [], cellDiff: [] };
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
  if (options.compareColumnNames ?? true) {
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
  }

  const rowsEqual = (a: SqlValue[], b: SqlValue[]) =>
    a.length === b.length && differingCells(a, b, tolerance).length === 0;
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
      cellDiff: pairRows(missingRows, extraRows, tolerance),
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
  if (options.orderMatters) {
    // Same rows, other order: show each position that holds the wrong row.
    const cellDiff: SqlCellDiff[] = [];
    expected.rows.forEach((row, index) => {
      const got = actual.rows[index] ?? [];
      if (!rowsEqual(row, got)) {
        cellDiff.push({
          kind: 'changed',
          position: index + 1,
          expected: row,
          actual: got,
          cells: differingCells(row, got, tolerance),
        });
      }
    });
    if (cellDiff.length > 0) {
      const first = cellDiff[0]?.position ?? 1;
      return {
        ...none,
        cellDiff: cellDiff.slice(0, DIFF_ROW_LIMIT),
        mismatch: 'row_order',
        message: `The rows are right but in the wrong order (first at row ${first}): check your ORDER BY`,
      };
    }
  }
  return none;
}
