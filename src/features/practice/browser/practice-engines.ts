/**
 * One Python and one SQL engine per tab, created on first use and kept while the tab lives, so
 * leaving Practice and coming back finds them warm.
 */
import { PYODIDE_BASE_PATH } from '../../../../common/practice/engine-assets.ts';
import type { PracticeLanguage } from '../../../../common/practice/problem-schema.ts';
import { PythonEngine } from '../../../workers/pyodide-client.ts';
import { SqlEngine } from '../../../workers/sql-client.ts';

let python: PythonEngine | null = null;
let sql: SqlEngine | null = null;

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

export function getEngine(language: PracticeLanguage): PythonEngine | SqlEngine {
  return language === 'python' ? getPythonEngine() : getSqlEngine();
}
