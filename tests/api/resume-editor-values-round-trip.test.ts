/**
 * The résumé is defined once (common/resume/resume-fields-schema.ts): anything the editor accepts
 * must lay out as a PDF, show on the share page, export as JSON Resume and import back, in every
 * template. Values are generated at and around every limit, in any script, with the dates the
 * editor allows. Then the files themselves, read back the way an upload is (the server's readers,
 * the parser, fitted into the limits): a DOCX whose summary is at the limit (20,000 characters)
 * and whose descriptions reach it comes back whole; a PDF comes back whole up to the pages the
 * reader reads (PDF_MAX_PAGES, 10: the summary at its limit in full lines is 5–7 pages by
 * template), and a longer one loses what follows (the stated limit, docs/product.md#validation).
 * Text is made of words: a PDF breaks a word longer than its line, which reads back changed (and
 * laying out one 20,000-character word took the classic template 37 s here).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  itemCreatePayloadSchemas,
  resumeUpdatePayloadSchema,
} from '@/common/resume/resume-edit-schema.ts';
import {
  ITEM_FIELDS,
  RESUME_FIELDS,
  RESUME_LONG_MAX_CHARS,
  RESUME_SHORT_MAX_CHARS,
} from '@/common/resume/resume-fields-schema.ts';
import { SKILL_LEVELS } from '@/common/resume/resume-schema.ts';
import { extractDocxLines } from '@/server/src/resume-parse/extract-docx-lines.ts';
import { readPdfLines } from '@/server/src/resume-parse/read-pdf-lines.ts';
import { renderResumePdfInNode } from '../support/render-resume-pdf-node.ts';
import { shortResume } from '../support/sample-resumes.ts';
import { readPdfText } from '../support/read-pdf-text.ts';
import { fitParsedResume } from '@/common/resume/parse/fit-parsed-resume.ts';
import { parseResumeLines } from '@/common/resume/parse/parse-resume-lines.ts';
import { PDF_MAX_PAGES } from '@/common/resume/parse/read-pdf-document-lines.ts';
import { buildResumeDocument } from '@/common/resume/export/build-resume-document.ts';
import { compareResumeContent } from '@/common/resume/export/compare-resume-content.ts';
import { renderResumeDocx } from '@/common/resume/export/render-resume-docx.ts';
import { fromJsonResume } from '@/common/resume/export/from-json-resume.ts';
import { jsonResumeSchema } from '@/common/resume/export/json-resume-schema.ts';
import {
  resumeContentSchema,
  type ResumeContent,
} from '@/common/resume/export/resume-content-schema.ts';
import {
  PAPER_SIZES,
  RESUME_TEMPLATES,
  type PaperSize,
  type ResumeTemplate,
} from '@/common/resume/resume-template-schema.ts';
import { sharedResumeSchema } from '@/common/resume/export/resume-share-schema.ts';
import { toJsonResume } from '@/common/resume/export/to-json-resume.ts';

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

/** Words of a résumé's prose (no digits or dates, which the parser reads as dates). */
const WORDS = [
  'built',
  'reliable',
  'pipelines',
  'for',
  'analysts',
  'and',
  'cut',
  'the',
  'nightly',
  'load',
  'time',
  'in',
  'half',
  'modelled',
  'warehouse',
  'tables',
  'with',
  'tests',
  'owned',
  'reporting',
  'migrated',
  'streaming',
  'jobs',
  'to',
  'managed',
  'services',
  'mentored',
  'engineers',
  'on',
  'review',
  'practice',
  'résumé',
  'naïve',
  'café',
  'Zürich',
  'São',
  'Paulo',
  'Kraków',
];
/** One bullet line of `min` to 80 words (80 words fill a line and wrap onto the next). */
const bulletLine = (min: number) =>
  fc
    .array(fc.constantFrom(...WORDS), { minLength: min, maxLength: 80 })
    .map((words) => `• ${words.join(' ')}`);
/** Bullet text as the editor writes it, of `maxLines` lines at most or filled up to the limit. */
function prose(minWords: number, maxLines: number, toLimit: fc.Arbitrary<boolean>) {
  return fc
    .tuple(fc.array(bulletLine(minWords), { minLength: 1, maxLength: maxLines }), toLimit)
    .map(([lines, fill]) => {
      let text = lines.join('\n');
      if (fill) {
        for (let n = 0; text.length < RESUME_LONG_MAX_CHARS; n += 1) {
          text += `\n${lines[n % lines.length]}`;
        }
        // Cut at the limit, and not to a lone bullet.
        text = text.slice(0, RESUME_LONG_MAX_CHARS).trimEnd().replace(/\n•$/, '');
      }
      return text;
    });
}
function fileResume(summary: fc.Arbitrary<string>, description: fc.Arbitrary<string>) {
  return fc
    .record({
      summary,
      first: description,
      second: description,
      template: fc.constantFrom(...RESUME_TEMPLATES),
      paper: fc.constantFrom(...PAPER_SIZES),
    })
    .map(({ summary, first, second, template, paper }) => {
      const base = shortResume();
      const [one, two] = base.employment_history;
      const content: ResumeContent = {
        ...base,
        summary,
        employment_history: [
          { ...one!, description: first },
          { ...two!, description: second },
        ],
      };
      return { content, template, paper };
    });
}

async function readBack(
  kind: 'pdf' | 'docx',
  {
    content,
    template,
    paper,
  }: { content: ResumeContent; template: ResumeTemplate; paper: PaperSize },
) {
  const bytes =
    kind === 'pdf'
      ? await renderResumePdfInNode(content, template, paper)
      : await renderResumeDocx(content, template, paper);
  // Counted first: the PDF reader takes the bytes over.
  const pages = kind === 'pdf' ? (await readPdfText(bytes)).pages : 0;
  const lines =
    kind === 'pdf' ? await readPdfLines(bytes) : await extractDocxLines(Buffer.from(bytes));
  const parsed = fitParsedResume(parseResumeLines(lines, { paragraphs: kind === 'docx' }));
  // Whatever a file holds, its parse fits the limits: it can be stored, edited and shared.
  const read = resumeContentSchema.parse({ ...parsed, resume_name: content.resume_name });
  const notKept = compareResumeContent(content, read)
    .fields.filter((field) => field.status !== 'kept')
    .map((field) => `${field.key}: ${field.status} (${field.reason})`);
  return { notKept, pages };
}

describe('an exported file of what the editor accepts', () => {
  it('a DOCX reads back whole: every text at up to its limit, and every later section', async () => {
    const any = fileResume(prose(1, 40, fc.constant(true)), prose(1, 40, fc.boolean()));
    await fc.assert(
      fc.asyncProperty(any, async (value) => {
        expect((await readBack('docx', value)).notKept, value.template).toEqual([]);
      }),
      { numRuns: 6, seed: 20261127, endOnFailure: true },
    );
  }, 300_000);

  it(`a PDF of up to ${PDF_MAX_PAGES} pages reads back whole, the summary at up to its limit`, async () => {
    // Full lines: the summary at its limit is about six pages; the jobs' bullets a few lines.
    const upToTenPages = fileResume(
      prose(40, 40, fc.constant(true)),
      prose(1, 6, fc.constant(false)),
    );
    await fc.assert(
      fc.asyncProperty(upToTenPages, async (value) => {
        const { notKept, pages } = await readBack('pdf', value);
        expect(pages).toBeLessThanOrEqual(PDF_MAX_PAGES);
        expect(notKept, value.template).toEqual([]);
      }),
      { numRuns: 4, seed: 20261127, endOnFailure: true },
    );
  }, 300_000);

  it(`a PDF is read to its ${PDF_MAX_PAGES}th page only: a longer one loses what follows`, async () => {
    // The counterexample the property above found when the summary's lines were short: 20,000
    // characters of one-line bullets fill over ten pages, and the reader stops there (it bounds
    // an upload's work). The stated limit of the PDF round trip, not of the editor.
    const base = shortResume();
    let summary = '';
    while (summary.length < RESUME_LONG_MAX_CHARS - 40) summary += '• Built reliable pipelines\n';
    const content = { ...base, summary: summary.trimEnd() };
    expect(resumeContentSchema.safeParse(content).success).toBe(true);
    const { notKept, pages } = await readBack('pdf', { content, template: 'classic', paper: 'A4' });
    expect(pages).toBeGreaterThan(PDF_MAX_PAGES);
    expect(notKept).toContain(
      'employment_history.0.title: lost (Not found in the text of the file.)',
    );
  }, 120_000);
});
