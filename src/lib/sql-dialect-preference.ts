/**
 * The learner's SQL dialect (SQLite, PostgreSQL or DuckDB), kept in local storage next to the editor
 * preference so it survives problems and reloads, and observable so every open control and the
 * engine status follow a change.
 */
import { SQL_DIALECT_KEY } from '@/common/practice/editor-preference-schema.ts';
import type { OptionalEngine } from '@/common/practice/engine-assets.ts';
import { sqlDialectSchema, type SqlDialect } from '@/common/practice/problem-schema.ts';
import { readStoredJson, writeStoredJson } from '@/src/lib/local-storage.ts';

let current: SqlDialect | null = null;
const listeners = new Set<() => void>();

export function readSqlDialect(): SqlDialect {
  current ??= readStoredJson(SQL_DIALECT_KEY, sqlDialectSchema) ?? 'sqlite';
  return current;
}

export function storeSqlDialect(dialect: SqlDialect): void {
  current = dialect;
  writeStoredJson(SQL_DIALECT_KEY, dialect);
  listeners.forEach((listener) => listener());
}

export function subscribeSqlDialect(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The optional engine (PostgreSQL or DuckDB) of the chosen dialect, if any: "works offline"
 * counts its files, and the automatic offline copy takes them.
 */
export function readChosenOptionalEngines(): OptionalEngine[] {
  const dialect = readSqlDialect();
  return dialect === 'sqlite' ? [] : [dialect];
}
