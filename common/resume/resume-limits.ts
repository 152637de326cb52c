/**
 * The résumé's limits, in one place: what the editor and the update routes accept is what the
 * export, the share page and the JSON Resume import accept, so a value saved in the editor can
 * always be shown and exported (resume-edit-schema.ts and export/resume-content-schema.ts).
 */
import type { ResumeItemKind } from './resume-edit-schema.ts';

/** Longest single-line field: a name, e-mail, phone, place, title, link (characters). */
export const RESUME_SHORT_MAX_CHARS = 500;
/** Longest summary or description (characters). */
export const RESUME_LONG_MAX_CHARS = 20_000;
/**
 * The résumé's checked fields (keys joined by spaces, see src/features/resumes/logic/checked-field-key.ts): one key
 * is at most a UUID, a dot and a field name (~60 characters), so this holds every field of
 * a full résumé (characters).
 */
export const RESUME_CHECKED_FIELDS_MAX_CHARS = 60_000;
/** A date field's value: `YYYY-MM-DD`, "present" or empty (characters). */
export const RESUME_DATE_MAX_CHARS = 20;
/** Most items of each kind one résumé holds (the editor and the sync endpoint refuse more). */
export const RESUME_MAX_ITEMS = {
  employment: 100,
  education: 50,
  skill: 200,
  project: 50,
  certification: 50,
} as const satisfies Record<ResumeItemKind, number>;
