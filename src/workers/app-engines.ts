/**
 * The app's engines: one Python, one SQLite, one PostgreSQL and one DuckDB engine per tab,
 * created on first use and kept while the tab lives, shared by every screen that runs code
 * (Practice, capstones, interview code questions, lesson exercises): a learner moving between
 * them finds the engine warm, and a tab never holds two Pyodides.
 */
import { PYODIDE_BASE_PATH } from '@/common/practice/engine-assets.ts';
import type { PracticeLanguage, SqlDialect } from '@/common/practice/problem-schema.ts';
import { DuckdbEngine } from './duckdb-client.ts';
import { PostgresEngine } from './pglite-client.ts';
import { PythonEngine } from './pyodide-client.ts';
import { SqlEngine } from './sql-client.ts';

/** The SQL engines that load only for learners who choose them (big downloads). */
export type OptionalSqlDialect = Exclude<SqlDialect, 'sqlite'>;

/** Each dialect's engine as the engine status and messages name it. */
export const SQL_ENGINE_NAMES: Record<SqlDialect, string> = {
  sqlite: 'SQL',
  postgres: 'PostgreSQL',
  duckdb: 'DuckDB',
};

let python: PythonEngine | null = null;
let sql: SqlEngine | null = null;
let postgres: PostgresEngine | null = null;
let duckdb: DuckdbEngine | null = null;

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

export function getDuckdbEngine(): DuckdbEngine {
  duckdb ??= new DuckdbEngine();
  return duckdb;
}

/** The engine of an optional dialect (PostgreSQL or DuckDB). */
export function getOptionalSqlEngine(dialect: OptionalSqlDialect): PostgresEngine | DuckdbEngine {
  return dialect === 'postgres' ? getPostgresEngine() : getDuckdbEngine();
}

export function getSqlEngineFor(dialect: SqlDialect): SqlEngine | PostgresEngine | DuckdbEngine {
  return dialect === 'sqlite' ? getSqlEngine() : getOptionalSqlEngine(dialect);
}

export function getEngine(
  language: PracticeLanguage,
  dialect: SqlDialect = 'sqlite',
): PythonEngine | SqlEngine | PostgresEngine | DuckdbEngine {
  return language === 'python' ? getPythonEngine() : getSqlEngineFor(dialect);
}
