/**
 * Round trip: a PDF exported from each template (the browser's layout code, rendered
 * in Node) uploaded through the API and parsed by the job worker gives back at least 95 % of the
 * resume's fields; a JSON Resume import creates a ready resume of the user with every field.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compareResumeContent } from '@/common/resume/export/compare-resume-content.ts';
import { toJsonResume } from '@/common/resume/export/to-json-resume.ts';
import { toResumeContent } from '@/common/resume/export/resume-content-schema.ts';
import { RESUME_TEMPLATES } from '@/common/resume/resume-template-schema.ts';
import { resumeDetailsSchema } from '@/common/resume/resume-schema.ts';
import { resumeUploadResponseSchema } from '@/common/resume/resume-upload-schema.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';
import { renderResumePdfInNode } from '../support/render-resume-pdf-node.ts';
import { longResume, shortResume } from '../support/sample-resumes.ts';
import { createCoursesHarness, getJson, postJson, type CoursesHarness } from './courses-support.ts';
import { uploadAndParseResume } from './resume-support.ts';

// The per-template round trips prove layout → upload → parse; the database only stores the
// upload and the parsed result, so they run on PGlite (the default database) alone. Running them
// on PostgreSQL too doubled the file's slowest tests without proving anything more; the import
// tests below, which do exercise the database writes, still run on both kinds.
describe('resume export round trip on pglite', () => {
  let l: CoursesHarness;
  beforeEach(async () => {
    l = await createCoursesHarness('pglite');
  });
  afterEach(async () => l.h.close());

  const uploadAndParse = (bytes: Uint8Array, name: string) =>
    uploadAndParseResume(l, bytes, name, 'application/pdf');

  it.each(RESUME_TEMPLATES)(
    'parses at least 95 percent of the fields back from a %s PDF (one and three pages), projects and certifications whole',
    async (template) => {
      for (const resume of [shortResume(), longResume()]) {
        const parsed = await uploadAndParse(
          await renderResumePdfInNode(resume, template),
          `${template}.pdf`,
        );
        const { kept, total, fields } = compareResumeContent(resume, parsed);
        expect(kept / total, `${template}: ${kept} of ${total}`).toBeGreaterThanOrEqual(0.95);
        // Issue 32: projects and certifications (links included) come back whole.
        const extra = fields.filter(
          (field) => field.section === 'Projects' || field.section === 'Certifications',
        );
        expect(extra.length).toBeGreaterThan(0);
        expect(extra.filter((field) => field.status !== 'kept')).toEqual([]);
      }
    },
  );
});

describe.each(testDatabaseKinds())('resume JSON Resume import on %s', (kind) => {
  let l: CoursesHarness;
  beforeEach(async () => {
    l = await createCoursesHarness(kind);
  });
  afterEach(async () => l.h.close());

  it('imports a JSON Resume as a new ready resume of the user, with every field', async () => {
    const resume = longResume();
    const response = await postJson(
      l.h,
      '/api/resume/import/',
      { file_name: `${resume.resume_name}.json`, resume: toJsonResume(resume) },
      l.learnerToken,
    );
    expect(response.status).toBe(201);
    const { resume_id, status } = resumeUploadResponseSchema.parse(await response.json());
    expect(status).toBe('ready');
    const details = resumeDetailsSchema.parse(
      await (await getJson(l.h, `/api/resume/${resume_id}/`, l.learnerToken)).json(),
    );
    expect(toResumeContent(details)).toEqual(resume);
    const other = await getJson(l.h, `/api/resume/${resume_id}/`, l.otherToken);
    expect(other.status).toBe(404);
  });

  it('refuses an invalid JSON Resume with 400 naming the field', async () => {
    const response = await postJson(
      l.h,
      '/api/resume/import/',
      { file_name: 'bad.json', resume: { work: [{ startDate: 'last spring' }] } },
      l.learnerToken,
    );
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('startDate');
  });
});
