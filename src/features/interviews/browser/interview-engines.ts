/**
 * The in-browser SQL and Python graders for interview code questions: one of each per tab,
 * created on first use (the same workers Practice uses, from src/workers/).
 */
import { PYODIDE_BASE_PATH } from '../../../../common/practice/engine-assets.ts';
import { PythonEngine } from '../../../workers/pyodide-client.ts';
import { SqlEngine } from '../../../workers/sql-client.ts';

let python: PythonEngine | null = null;
let sql: SqlEngine | null = null;

export function getInterviewEngine(language: 'sql' | 'python'): PythonEngine | SqlEngine {
  if (language === 'python') {
    python ??= new PythonEngine({
      indexUrl: new URL(PYODIDE_BASE_PATH, window.location.origin).href,
    });
    return python;
  }
  sql ??= new SqlEngine();
  return sql;
}
