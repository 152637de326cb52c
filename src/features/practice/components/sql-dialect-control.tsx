/**
 * "SQL dialect" on a SQL problem: SQLite or PostgreSQL, remembered across problems and reloads.
 * Choosing PostgreSQL starts its engine at once (the learner is about to run in it). A problem
 * written for one engine fixes the control to it and says why.
 */
import { useId } from 'react';
import {
  SQL_DIALECTS,
  type SqlDialect,
  type SqlProblem,
} from '../../../../common/practice/problem-schema.ts';
import { getPostgresEngine } from '../../../workers/app-engines.ts';
import { storeSqlDialect } from '../browser/sql-dialect-preference.ts';
import styles from './sql-dialect-control.module.css';

export const SQL_DIALECT_LABELS: Record<SqlDialect, string> = {
  sqlite: 'SQLite',
  postgres: 'PostgreSQL',
};

const FIXED_REASON: Record<SqlDialect, string> = {
  sqlite:
    'This problem uses SQLite syntax (its date, JSON or pattern functions differ in PostgreSQL), so it runs in SQLite.',
  postgres: 'This problem uses PostgreSQL syntax that SQLite lacks, so it runs in PostgreSQL.',
};

export function SqlDialectControl({
  problem,
  dialect,
  fixed,
}: {
  problem: SqlProblem;
  /** The engine the problem runs in (chooseSqlDialect). */
  dialect: SqlDialect;
  fixed: boolean;
}) {
  const noteId = useId();
  const choose = (next: SqlDialect) => {
    storeSqlDialect(next);
    if (next === 'postgres') getPostgresEngine().start();
  };
  return (
    <div className={styles.control} data-testid="sql-dialect">
      <label className={styles.label}>
        SQL dialect{' '}
        <select
          className={styles.select}
          value={dialect}
          disabled={fixed}
          aria-describedby={fixed ? noteId : undefined}
          onChange={(event) => choose(event.target.value as SqlDialect)}
        >
          {SQL_DIALECTS.filter((option) => !fixed || problem.engines.includes(option)).map(
            (option) => (
              <option key={option} value={option}>
                {SQL_DIALECT_LABELS[option]}
              </option>
            ),
          )}
        </select>
      </label>
      {fixed ? (
        <p id={noteId} className={styles.note}>
          {FIXED_REASON[dialect]}
        </p>
      ) : null}
    </div>
  );
}
