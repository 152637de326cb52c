/**
 * One Python, one SQLite and one PostgreSQL engine per tab, created on first use and kept while
 * the tab lives, so leaving Practice and coming back finds them warm.
 */
import { PYODIDE_BASE_PATH } from '../../../../common/practice/engine-assets.ts';
import type { PracticeLanguage, SqlDialect } from '../../../../common/practice/problem-schema.ts';
import { PostgresEngine } from '../../../workers/pglite-client.ts';
import { PythonEngine } from '../../../workers/pyodide-client.ts';
import { SqlEngine } from '../../../workers/sql-client.ts';

let python: PythonEngine | null = null;
let sql: SqlEngine | null = null;
let postgres: PostgresEngine | null = null;

export function getPythonEngine(): PythonEngine {
  python ??= new PythonEngine({
    indexUrl: new URL(PYODIDE_BASE_PATH, window.location.origin).href,
  });
  return python;
}

export function getSqlEngine(): SqlEngine {
  sql ??= new SqlEngine();
  return sql;
}

export function getPostgresEngine(): PostgresEngine {
  postgres ??= new PostgresEngine();
  return postgres;
}

export function getSqlEngineFor(dialect: SqlDialect): SqlEngine | PostgresEngine {
  return dialect === 'postgres' ? getPostgresEngine() : getSqlEngine();
}

export function getEngine(
  language: PracticeLanguage,
  dialect: SqlDialect = 'sqlite',
): PythonEngine | SqlEngine | PostgresEngine {
  return language === 'python' ? getPythonEngine() : getSqlEngineFor(dialect);
}
