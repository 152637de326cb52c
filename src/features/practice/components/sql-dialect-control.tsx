/**
 * "SQL dialect" on a SQL problem: SQLite, PostgreSQL or DuckDB, remembered across problems and
 * reloads. Choosing PostgreSQL or DuckDB starts its engine at once (the learner is about to run
 * in it). The control offers the engines the problem runs in; a problem written for one engine
 * fixes the control to it and says why, and one that does not run in the chosen dialect says so.
 */
import { useId } from 'react';
import {
  SQL_DIALECTS,
  type SqlDialect,
  type SqlProblem,
} from '@/common/practice/problem-schema.ts';
import { getOptionalSqlEngine } from '@/src/workers/app-engines.ts';
import { storeSqlDialect } from '../browser/sql-dialect-preference.ts';
import styles from './sql-dialect-control.module.css';

export const SQL_DIALECT_LABELS: Record<SqlDialect, string> = {
  sqlite: 'SQLite',
  postgres: 'PostgreSQL',
  duckdb: 'DuckDB',
};

const FIXED_REASON: Record<SqlDialect, string> = {
  sqlite:
    'This problem uses SQLite syntax (its date, JSON or pattern functions differ in PostgreSQL), so it runs in SQLite.',
  postgres: 'This problem uses PostgreSQL syntax that SQLite lacks, so it runs in PostgreSQL.',
  duckdb: 'This problem uses DuckDB syntax, so it runs in DuckDB.',
};

export function SqlDialectControl({
  problem,
  dialect,
  fixed,
  unsupported,
}: {
  problem: SqlProblem;
  /** The engine the problem runs in (chooseSqlDialect). */
  dialect: SqlDialect;
  fixed: boolean;
  /** The learner's dialect when this problem does not run in it (chooseSqlDialect). */
  unsupported: SqlDialect | null;
}) {
  const noteId = useId();
  const choose = (next: SqlDialect) => {
    storeSqlDialect(next);
    if (next !== 'sqlite') getOptionalSqlEngine(next).start();
  };
  const note = fixed
    ? FIXED_REASON[dialect]
    : unsupported
      ? `This problem does not run in ${SQL_DIALECT_LABELS[unsupported]} yet, so it runs in ${SQL_DIALECT_LABELS[dialect]}.`
      : null;
  return (
    <div className={styles.control} data-testid="sql-dialect">
      <label className={styles.label}>
        SQL dialect{' '}
        <select
          className={styles.select}
          value={dialect}
          disabled={fixed}
          aria-describedby={note ? noteId : undefined}
          onChange={(event) => choose(event.target.value as SqlDialect)}
        >
          {SQL_DIALECTS.filter((option) => problem.engines.includes(option)).map((option) => (
            <option key={option} value={option}>
              {SQL_DIALECT_LABELS[option]}
            </option>
          ))}
        </select>
      </label>
      {note ? (
        <p id={noteId} className={styles.note}>
          {note}
        </p>
      ) : null}
    </div>
  );
}
