import type { SqlResultSet, SqlValue } from '@/common/practice/problem-schema.ts';
import styles from './result-table.module.css';

function cell(value: SqlValue) {
  if (value === null) return <span className={styles.null}>NULL</span>;
  return String(value);
}

/** A SQL result set as a table (NULLs marked), with a caption and an optional row total. */
export function ResultTable({
  result,
  caption,
  totalRows,
  tone,
}: {
  result: SqlResultSet;
  caption: string;
  totalRows?: number;
  tone?: 'missing' | 'extra';
}) {
  const shown = result.rows.length;
  const total = totalRows ?? shown;
  return (
    <div
      className={`${styles.scroller} ${tone ? styles[tone] : ''}`}
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className={styles.table}>
        <caption>
          {caption}
          <span className={styles.count}>
            {' '}
            · {total === 1 ? '1 row' : `${total} rows`}
            {total > shown ? ` (first ${shown} shown)` : ''}
          </span>
        </caption>
        <thead>
          <tr>
            {result.columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {result.rows.length === 0 ? (
            <tr>
              <td colSpan={Math.max(1, result.columns.length)} className={styles.empty}>
                No rows
              </td>
            </tr>
          ) : (
            result.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((value, columnIndex) => (
                  <td
                    key={columnIndex}
                    className={typeof value === 'number' ? styles.number : undefined}
                  >
                    {cell(value)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
