/** Tables of a SQL problem with their columns and first rows, read from the example database. */
import { useEffect, useState } from 'react';
import type { SqlProblem } from '@/common/practice/problem-schema.ts';
import type { SqlTableDescription } from '@/common/practice/sql/describe-sql-schema.ts';
import { getSqlEngine } from '@/src/workers/app-engines.ts';
import { ResultTable } from '@/src/components/ui/result-table.tsx';
import styles from './schema-browser.module.css';

type State =
  | { status: 'loading' }
  | { status: 'ready'; tables: SqlTableDescription[] }
  | { status: 'error'; message: string };

export function SchemaBrowser({ problem }: { problem: SqlProblem }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    getSqlEngine()
      .describe(problem)
      .then(
        (tables) => !cancelled && setState({ status: 'ready', tables }),
        (error: unknown) =>
          !cancelled &&
          setState({
            status: 'error',
            message: error instanceof Error ? error.message : String(error),
          }),
      );
    return () => {
      cancelled = true;
    };
  }, [problem, attempt]);

  return (
    <section className={styles.browser} aria-labelledby={`schema-${problem.id}`}>
      <h3 id={`schema-${problem.id}`}>Tables</h3>
      {state.status === 'loading' ? (
        <p className={styles.muted} role="status">
          Loading tables…
        </p>
      ) : state.status === 'error' ? (
        <p className={styles.error} role="alert">
          Could not open the example data: {state.message}{' '}
          <button
            type="button"
            className={styles.retry}
            onClick={() => {
              getSqlEngine().restart();
              setState({ status: 'loading' });
              setAttempt((value) => value + 1);
            }}
          >
            Try again
          </button>
        </p>
      ) : (
        state.tables.map((table) => (
          <details key={table.name} className={styles.table} open={state.tables.length <= 2}>
            <summary>
              <code>{table.name}</code>{' '}
              <span className={styles.muted}>
                {table.columns.length} columns ·{' '}
                {table.rowCount === 1 ? '1 row' : `${table.rowCount} rows`}
              </span>
            </summary>
            <ul className={styles.columns} aria-label={`Columns of ${table.name}`}>
              {table.columns.map((column) => (
                <li key={column.name}>
                  <code>{column.name}</code> <span className={styles.type}>{column.type}</span>
                  {column.primaryKey ? <span className={styles.tag}>primary key</span> : null}
                  {column.notNull && !column.primaryKey ? (
                    <span className={styles.tag}>not null</span>
                  ) : null}
                </li>
              ))}
            </ul>
            <ResultTable
              result={table.sample}
              caption={`First rows of ${table.name}`}
              totalRows={table.rowCount}
            />
          </details>
        ))
      )}
    </section>
  );
}
