/**
 * Resumes through the real app on PGlite and PostgreSQL. Each format is uploaded,
 * parsed by the job worker and read back; the list and details follow product.md#entities/7; delete
 * removes the stored file; another user's resume answers 404 on every route.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@/common/api/error-body-schema.ts';
import { resumeDetailsSchema, resumeListResponseSchema } from '@/common/resume/resume-schema.ts';
import { resumeUploadResponseSchema } from '@/common/resume/resume-upload-schema.ts';
import { bearer } from './registry-harness.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';
import {
  createCoursesHarness,
  formWith,
  getJson,
  postForm,
  type CoursesHarness,
} from './courses-support.ts';
import { drainJobs, expectedOf, fixture, serverWorker } from './resume-support.ts';

const FILES = [
  ['resume-01-pdf.pdf', 'application/pdf'],
  ['resume-13-pdf2col.pdf', 'application/pdf'],
  [
    'resume-19-docx.docx',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  ['resume-25-doc.doc', 'application/msword'],
] as const;

describe.each(testDatabaseKinds())('resumes on %s', (kind) => {
  let l: CoursesHarness;
  beforeEach(async () => {
    l = await createCoursesHarness(kind);
  });
  afterEach(async () => l.h.close());

  async function upload(name: string, type: string, token = l.learnerToken) {
    const response = await postForm(
      l.h,
      '/api/resume/upload/',
      formWith('resume_file', await fixture(name), name, type),
      token,
    );
    expect(response.status).toBe(201);
    return resumeUploadResponseSchema.parse(await response.json());
  }

  it.each(FILES)(
    'parses %s: processing, then ready with the fields of product.md#entities',
    async (name, type) => {
      const uploaded = await upload(name, type);
      expect(uploaded.status).toBe('processing');
      const before = resumeListResponseSchema.parse(
        await (await getJson(l.h, '/api/resume/', l.learnerToken)).json(),
      );
      expect(before.results).toMatchObject([
        { resume_id: uploaded.resume_id, status: 'processing' },
      ]);

      await drainJobs(serverWorker(l));

      const expected = await expectedOf(name);
      const details = resumeDetailsSchema.parse(
        await (await getJson(l.h, `/api/resume/${uploaded.resume_id}/`, l.learnerToken)).json(),
      );
      expect(details).toMatchObject({
        status: 'ready',
        failure_reason: null,
        resume_name: name.replace(/\.\w+$/, ''),
        learner_name: expected.learner_name,
        learner_email: expected.learner_email,
        learner_phone: expected.learner_phone,
        city: expected.city,
        country: expected.country,
      });
      expect(details.employment_history.length).toBeGreaterThan(0);
      expect(details.employment_history[0]?.parse_meta.title?.source).toBeTruthy();
      expect(details.parse_meta.learner_email?.confidence).toBeGreaterThan(0.9);
      expect(details.summary.startsWith('• ')).toBe(true);
      // Issue 24 §4: dates keep the precision the file gave ("Jan 2023" → "2023-01", "2016").
      const dates = (items: unknown) =>
        (items as { start_date: string; end_date: string }[]).map((item) => [
          item.start_date,
          item.end_date,
        ]);
      expect(dates(details.employment_history)).toEqual(dates(expected.employment_history));
      expect(dates(details.education_history)).toEqual(dates(expected.education_history));
      const list = resumeListResponseSchema.parse(
        await (await getJson(l.h, '/api/resume/', l.learnerToken)).json(),
      );
      expect(list).toMatchObject({
        count: 1,
        results: [{ status: 'ready', learner_name: expected.learner_name, role: expected.role }],
      });
    },
  );

  it('deletes a resume and its stored file; another user gets 404 on every route', async () => {
    const mine = await upload('resume-01-pdf.pdf', 'application/pdf');
    await drainJobs(serverWorker(l));
    const stored = path.join(l.h.t.env.DATA_DIR, 'uploads', 'resumes');
    expect(await readdir(stored)).toEqual([`${mine.resume_id}.pdf`]);

    // The other learner sees nothing of it.
    const otherList = resumeListResponseSchema.parse(
      await (await getJson(l.h, '/api/resume/', l.otherToken)).json(),
    );
    expect(otherList).toEqual({ count: 0, results: [] });
    const otherGet = await getJson(l.h, `/api/resume/${mine.resume_id}/`, l.otherToken);
    expect(otherGet.status).toBe(404);
    expect(errorBodySchema.parse(await otherGet.json()).message).toMatch(/does not exist/);
    const otherDelete = await l.h.t.app.request(`/api/resume/${mine.resume_id}/`, {
      method: 'DELETE',
      headers: bearer(l.otherToken),
    });
    expect(otherDelete.status).toBe(404);
    expect(await readdir(stored)).toHaveLength(1);
    // Not signed in: 401; a malformed id: 404, not a database error.
    expect((await l.h.t.app.request('/api/resume/')).status).toBe(401);
    expect((await getJson(l.h, '/api/resume/not-a-uuid/', l.learnerToken)).status).toBe(404);

    const deleted = await l.h.t.app.request(`/api/resume/${mine.resume_id}/`, {
      method: 'DELETE',
      headers: bearer(l.learnerToken),
    });
    expect(deleted.status).toBe(204);
    expect(await readdir(stored)).toEqual([]);
    expect((await getJson(l.h, `/api/resume/${mine.resume_id}/`, l.learnerToken)).status).toBe(404);
    const again = await l.h.t.app.request(`/api/resume/${mine.resume_id}/`, {
      method: 'DELETE',
      headers: bearer(l.learnerToken),
    });
    expect(again.status).toBe(404);
  });
});
