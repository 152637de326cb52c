/**
 * Fits an upload's parse into the résumé's limits (resume-fields-schema.ts), so every parsed
 * résumé can be edited, exported and shared like one typed in the editor (issue 27 §3). A file
 * can hold more than the editor accepts (a 30-page CV, a summary pasted twice): an over-long value
 * is cut rather than failing the upload, and its confidence is lowered so "Check N fields" lists
 * it (its source text stays in `parse_meta`); item lists keep their first RESUME_MAX_ITEMS. A date
 * longer than any date is dropped (its source stays too). Pure: the parse itself is not changed.
 */
import type { z } from 'zod';
import type { ParseMeta } from '../resume-schema.ts';
import {
  ITEM_FIELDS,
  RESUME_DATE_MAX_CHARS,
  RESUME_FIELDS,
  RESUME_MAX_ITEMS,
  type ResumeItemKind,
} from '../resume-fields-schema.ts';
import type { ParsedResume } from './parse-resume-lines.ts';

/** The confidence of a cut value: below the editor's "check this" threshold (0.7). */
export const FITTED_CONFIDENCE = 0.5;

/** The first `max` UTF-16 units of `value`, never half a surrogate pair, without trailing space. */
function cut(value: string, max: number): string {
  let end = max;
  const last = value.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return value.slice(0, end).trimEnd();
}

function fitFields<T extends { parse_meta: ParseMeta }>(
  record: T,
  shape: Record<string, z.ZodType>,
): T {
  const fitted: Record<string, unknown> = { ...record };
  const meta: ParseMeta = { ...record.parse_meta };
  for (const [key, schema] of Object.entries(shape)) {
    const value = fitted[key];
    if (typeof value !== 'string') continue;
    const max = (schema as z.ZodString).maxLength;
    if (max !== null && max !== undefined && value.length > max) {
      fitted[key] = cut(value, max);
      meta[key] = {
        confidence: Math.min(meta[key]?.confidence ?? 1, FITTED_CONFIDENCE),
        source: meta[key]?.source ?? value,
      };
    } else if (key.endsWith('_date') && value.length > RESUME_DATE_MAX_CHARS) {
      fitted[key] = '';
      meta[key] = { confidence: 0, source: meta[key]?.source ?? value };
    }
  }
  return { ...fitted, parse_meta: meta } as T;
}

function fitItems<T extends { parse_meta: ParseMeta }>(items: T[], kind: ResumeItemKind): T[] {
  return items.slice(0, RESUME_MAX_ITEMS[kind]).map((item) => fitFields(item, ITEM_FIELDS[kind]));
}

export function fitParsedResume(parsed: ParsedResume): ParsedResume {
  return {
    ...fitFields(parsed, RESUME_FIELDS),
    employment_history: fitItems(parsed.employment_history, 'employment'),
    education_history: fitItems(parsed.education_history, 'education'),
    skills: fitItems(parsed.skills, 'skill'),
    projects: fitItems(parsed.projects, 'project'),
    certifications: fitItems(parsed.certifications, 'certification'),
  };
}
