/**
 * The résumé is defined once (resume-edit-schema.ts): anything the editor accepts must export as a
 * PDF, show on the share page, export as JSON Resume and import back, in every template. Values
 * are generated at and around every limit, in any script, with the dates the editor allows.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { itemCreatePayloadSchemas, resumeUpdatePayloadSchema } from '../resume-edit-schema.ts';
import {
  ITEM_FIELDS,
  RESUME_FIELDS,
  RESUME_LONG_MAX_CHARS,
  RESUME_SHORT_MAX_CHARS,
} from '../resume-fields-schema.ts';
import { SKILL_LEVELS } from '../resume-schema.ts';
import { buildResumeDocument } from './build-resume-document.ts';
import { fromJsonResume } from './from-json-resume.ts';
import { jsonResumeSchema } from './json-resume-schema.ts';
import { resumeContentSchema, type ResumeContent } from './resume-content-schema.ts';
import { PAPER_SIZES, RESUME_TEMPLATES } from '../resume-template-schema.ts';
import { sharedResumeSchema } from './resume-share-schema.ts';
import { toJsonResume } from './to-json-resume.ts';

const RESUME_ID = '6b0f7a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

/** Text of any script, short or exactly at the limit (counted as the schemas count: UTF-16 units). */
function text(maxChars: number) {
  return fc
    .oneof(
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.string({ unit: 'grapheme', maxLength: 20 }),
      fc.string({ minLength: maxChars, maxLength: maxChars }),
      fc.constant(`• ${'é'.repeat(maxChars - 2)}`),
    )
    .filter((value) => value.length <= maxChars);
}
const short = text(RESUME_SHORT_MAX_CHARS);
/** A summary or description as the editor writes it: bullet lines (product.md#validation), up to the limit. */
const long = fc.oneof(
  fc
    .array(text(200), { maxLength: 8 })
    .map((lines) =>
      lines
        .map((line) => line.replace(/\n/g, ' ').trim())
        .filter(Boolean)
        .map((line) => `• ${line}`)
        .join('\n'),
    )
    .filter((value) => value.length <= RESUME_LONG_MAX_CHARS),
  fc.constant(`• ${'é'.repeat(RESUME_LONG_MAX_CHARS - 2)}`),
  fc.constant(''),
);
const year = fc.integer({ min: 1900, max: 2099 }).map(String);
const month = fc.integer({ min: 1, max: 12 }).map((value) => String(value).padStart(2, '0'));
const day = fc.integer({ min: 1, max: 28 }).map((value) => String(value).padStart(2, '0'));
const date = fc.oneof(
  fc.constant(''),
  fc.constant('present'),
  year,
  fc.tuple(year, month).map((parts) => parts.join('-')),
  fc.tuple(year, month, day).map((parts) => parts.join('-')),
);

/**
 * A value for each of the editor's fields, read from its schema: dates by name, the skill level
 * from its levels, text by its length limit. A field added to the editor is generated here too.
 */
function fieldValue(name: string, schema: z.ZodType): fc.Arbitrary<unknown> {
  if (name.endsWith('_date')) return date;
  if (name === 'skill_level') return fc.constantFrom(...SKILL_LEVELS, null);
  const { maxLength } = schema as z.ZodString;
  if (maxLength === RESUME_LONG_MAX_CHARS) return long;
  if (maxLength === RESUME_SHORT_MAX_CHARS) return short;
  throw new Error(`no generator for the editor's field ${name}`);
}
function record(shape: Record<string, z.ZodType>) {
  return fc.record(
    Object.fromEntries(
      Object.entries(shape).map(([name, schema]) => [name, fieldValue(name, schema)]),
    ),
  );
}
// Bookkeeping and the export look are not content (resumeContentSchema leaves them out).
const {
  checked_fields: _bookkeeping,
  template: _template,
  paper: _paper,
  ...resumeFields
} = RESUME_FIELDS;
const resume = fc
  .tuple(
    record(resumeFields),
    fc.array(record(ITEM_FIELDS.employment), { maxLength: 3 }),
    fc.array(record(ITEM_FIELDS.education), { maxLength: 2 }),
    fc.array(record(ITEM_FIELDS.skill), { maxLength: 4 }),
    fc.array(record(ITEM_FIELDS.project), { maxLength: 2 }),
    fc.array(record(ITEM_FIELDS.certification), { maxLength: 2 }),
  )
  .map(
    ([fields, employment_history, education_history, skills, projects, certifications]) =>
      ({
        ...fields,
        employment_history,
        education_history,
        skills,
        projects,
        certifications,
      }) as ResumeContent,
  );

describe('what the editor accepts', () => {
  it('exports, shares and imports back, in every template and paper size', () => {
    fc.assert(
      fc.property(resume, (content) => {
        const {
          employment_history,
          education_history,
          skills,
          projects,
          certifications,
          ...fields
        } = content;
        // What the editor accepts: the resume's fields and each item as created.
        expect(resumeUpdatePayloadSchema.safeParse(fields).error?.issues).toBeUndefined();
        const items = [
          ...employment_history.map((item) => ['employment', item] as const),
          ...education_history.map((item) => ['education', item] as const),
          ...skills.map((item) => ['skill', item] as const),
          ...projects.map((item) => ['project', item] as const),
          ...certifications.map((item) => ['certification', item] as const),
        ];
        for (const [kind, item] of items) {
          const created = { resume_id: RESUME_ID, position: 0, ...item };
          expect(itemCreatePayloadSchemas[kind].safeParse(created).error?.issues).toBeUndefined();
        }

        expect(resumeContentSchema.parse(content)).toEqual(content);
        for (const template of RESUME_TEMPLATES) {
          for (const paper of PAPER_SIZES) {
            const shared = sharedResumeSchema.safeParse({ template, paper, resume: content });
            expect(shared.error?.issues).toBeUndefined();
            expect(buildResumeDocument(content, template, paper).content.length).toBeGreaterThan(0);
          }
        }
        const exported = jsonResumeSchema.parse(JSON.parse(JSON.stringify(toJsonResume(content))));
        const imported = resumeContentSchema.safeParse(
          fromJsonResume(exported, content.resume_name),
        );
        expect(imported.error?.issues).toBeUndefined();
      }),
      // No shrinking: a counterexample of 20,000-character strings takes minutes to shrink.
      { numRuns: 150, seed: 20261127, endOnFailure: true },
    );
  });
});
