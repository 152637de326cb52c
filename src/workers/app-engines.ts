/**
 * The app's engines: one Python, one SQLite and one PostgreSQL engine per tab, created on first
 * use and kept while the tab lives, shared by every screen that runs code (Practice, capstones,
 * interview code questions, lesson exercises): a learner moving between them finds the engine
 * warm, and a tab never holds two Pyodides.
 */
import { PYODIDE_BASE_PATH } from '../../common/practice/engine-assets.ts';
import type { PracticeLanguage, SqlDialect } from '../../common/practice/problem-schema.ts';
import { PostgresEngine } from './pglite-client.ts';
import { PythonEngine } from './pyodide-client.ts';
import { SqlEngine } from './sql-client.ts';

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
