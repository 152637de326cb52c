import { z } from 'zod';

/** Which editor Practice uses, remembered in local storage under EDITOR_PREFERENCE_KEY. */
export const editorPreferenceSchema = z.enum(['monaco', 'plain']);
export type EditorPreference = z.infer<typeof editorPreferenceSchema>;
export const EDITOR_PREFERENCE_KEY = 'practice_editor';
