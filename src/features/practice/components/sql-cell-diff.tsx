/**
 * The cell-level diff of a failed SQL check: one table in the expected columns, a row per
 * difference. A changed row shows each wrong cell as expected → got (both kept in text, not only
 * in colour); a missing row is expected but not returned, an extra row returned but not expected.
 * In an ordered result, changed rows carry their position.
 */
import type { SqlValue } from '@/common/practice/problem-schema.ts';
import type { SqlCellDiff as CellDiffRow } from '@/common/practice/run-result-schema.ts';
import styles from './sql-cell-diff.module.css';

const KIND_LABEL = { missing: 'Missing', extra: 'Extra', changed: 'Wrong cells' } as const;

function show(value: SqlValue | undefined) {
  if (value === null || value === undefined) return <span className={styles.null}>NULL</span>;
  return String(value);
}

function describe(rows: CellDiffRow[]): string {
  const count = (kind: CellDiffRow['kind']) => rows.filter((row) => row.kind === kind).length;
  const parts = [
    [count('missing'), 'missing'],
    [count('extra'), 'extra'],
    [count('changed'), 'with wrong cells'],
  ] as const;
  return parts
    .filter(([n]) => n > 0)
    .map(([n, what]) => `${n} ${n === 1 ? 'row' : 'rows'} ${what}`)
    .join(', ');
}

export function SqlCellDiff({ columns, rows }: { columns: string[]; rows: CellDiffRow[] }) {
  if (rows.length === 0) return null;
  const caption = `Differences from the expected result: ${describe(rows)}`;
  return (
    <div className={styles.scroller} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table} data-testid="cell-diff">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex} className={styles[row.kind]} data-diff-kind={row.kind}>
              <th scope="row" className={styles.kind}>
                {KIND_LABEL[row.kind]}
                {row.position ? ` (row ${row.position})` : ''}
              </th>
              {columns.map((_, columnIndex) => {
                if (row.kind !== 'changed') {
                  const values = row.kind === 'missing' ? row.expected : row.actual;
                  return <td key={columnIndex}>{show(values?.[columnIndex])}</td>;
                }
                if (!row.cells.includes(columnIndex)) {
                  return <td key={columnIndex}>{show(row.expected?.[columnIndex])}</td>;
                }
                return (
                  <td key={columnIndex} className={styles.wrong} data-wrong-cell="">
                    <span className="visually-hidden">expected </span>
                    <del>{show(row.expected?.[columnIndex])}</del>
                    <span aria-hidden="true"> → </span>
                    <span className="visually-hidden">, got </span>
                    <ins>{show(row.actual?.[columnIndex])}</ins>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
