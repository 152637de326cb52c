/**
 * The engines lesson exercises run in: one Python and one SQL engine per tab, created on first
 * use (the workers' own clients, src/workers/; their files come from the engines cache offline).
 */
import { PYODIDE_BASE_PATH } from '../../../../common/practice/engine-assets.ts';
import { PythonEngine } from '../../../workers/pyodide-client.ts';
import { SqlEngine } from '../../../workers/sql-client.ts';

let python: PythonEngine | null = null;
let sql: SqlEngine | null = null;

export function getLessonEngine(language: 'sql' | 'python'): PythonEngine | SqlEngine {
  if (language === 'python') {
    python ??= new PythonEngine({
      indexUrl: new URL(PYODIDE_BASE_PATH, window.location.origin).href,
    });
    return python;
  }
  sql ??= new SqlEngine();
  return sql;
}
