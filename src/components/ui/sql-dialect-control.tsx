/**
 * "SQL dialect" on SQL code the learner runs (a practice problem, a lesson exercise): SQLite,
 * PostgreSQL or DuckDB, one choice remembered across screens and reloads
 * (src/lib/sql-dialect-preference.ts). The control offers the engines the code runs in; code
 * written for one engine fixes the control to it and says why, and code that does not run in the
 * chosen dialect says so. Starting an engine is the screen's business: practice starts it at
 * once, a lesson only when the learner runs (its page stays light).
 */
import { useId } from 'react';
import { SQL_DIALECTS, type SqlDialect } from '@/common/practice/problem-schema.ts';
import { storeSqlDialect } from '@/src/lib/sql-dialect-preference.ts';
import styles from './sql-dialect-control.module.css';

export const SQL_DIALECT_LABELS: Record<SqlDialect, string> = {
  sqlite: 'SQLite',
  postgres: 'PostgreSQL',
  duckdb: 'DuckDB',
};

function fixedReason(dialect: SqlDialect, subject: string): string {
  if (dialect === 'sqlite')
    return `This ${subject} uses SQLite syntax (its date, JSON or pattern functions differ in PostgreSQL), so it runs in SQLite.`;
  if (dialect === 'postgres')
    return `This ${subject} uses PostgreSQL syntax that SQLite lacks, so it runs in PostgreSQL.`;
  return `This ${subject} uses DuckDB syntax, so it runs in DuckDB.`;
}

export function SqlDialectControl({
  engines,
  dialect,
  fixed,
  unsupported,
  subject = 'problem',
}: {
  /** The engines the code runs in (a problem's or an exercise's `engines`). */
  engines: readonly SqlDialect[];
  /** The engine it runs in (chooseSqlDialect). */
  dialect: SqlDialect;
  fixed: boolean;
  /** The learner's dialect when the code does not run in it (chooseSqlDialect). */
  unsupported: SqlDialect | null;
  /** What the notes call the code: "problem", "exercise". */
  subject?: string;
}) {
  const noteId = useId();
  const note = fixed
    ? fixedReason(dialect, subject)
    : unsupported
      ? `This ${subject} does not run in ${SQL_DIALECT_LABELS[unsupported]} yet, so it runs in ${SQL_DIALECT_LABELS[dialect]}.`
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
          onChange={(event) => storeSqlDialect(event.target.value as SqlDialect)}
        >
          {SQL_DIALECTS.filter((option) => engines.includes(option)).map((option) => (
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
