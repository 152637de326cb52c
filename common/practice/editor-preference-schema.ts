import { z } from 'zod';

/** Which editor Practice uses, remembered in local storage under EDITOR_PREFERENCE_KEY. */
export const editorPreferenceSchema = z.enum(['monaco', 'plain']);
export type EditorPreference = z.infer<typeof editorPreferenceSchema>;
export const EDITOR_PREFERENCE_KEY = 'practice_editor';

/**
 * Which SQL engine Practice runs (sqlDialectSchema in problem-schema.ts: 'sqlite',
 * 'postgres' or 'duckdb'), remembered in local storage under this key; SQLite when absent.
 */
export const SQL_DIALECT_KEY = 'practice_sql_dialect';
