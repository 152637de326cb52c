/**
 * The engines the Datasets scratchpad offers (issue 30), as data: a new engine is one entry here
 * (and its runner in browser/run-scratchpad.ts). `sql` engines load the dataset's CREATE TABLE and
 * rows and run the query; `python` gets the rows as a list of dicts named like the table.
 */
import type { SqlDialect } from '@/common/practice/problem-schema.ts';

export type ScratchpadEngine =
  | { id: string; label: string; kind: 'sql'; dialect: SqlDialect }
  | { id: string; label: string; kind: 'python' };

export const SCRATCHPAD_ENGINES: readonly ScratchpadEngine[] = [
  { id: 'sqlite', label: 'SQLite', kind: 'sql', dialect: 'sqlite' },
  { id: 'postgres', label: 'PostgreSQL', kind: 'sql', dialect: 'postgres' },
  { id: 'duckdb', label: 'DuckDB', kind: 'sql', dialect: 'duckdb' },
  { id: 'python', label: 'Python', kind: 'python' },
];
