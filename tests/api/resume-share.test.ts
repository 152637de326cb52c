/**
 * Share links: the owner creates a link (a 256-bit token shown once, stored hashed),
 * the public route shows only the resume's fields with the chosen template and `noindex`, the
 * owner sees when it was last opened, a new link replaces the old one, a revoked link answers
 * 404, and another user can neither see nor manage the link (404).
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createdResumeShareSchema,
  resumeShareResponseSchema,
  sharedResumeSchema,
} from '@/common/resume/export/resume-share-schema.ts';
import { toJsonResume } from '@/common/resume/export/to-json-resume.ts';
import { resumeUploadResponseSchema } from '@/common/resume/resume-upload-schema.ts';
import {
  RESUME_LONG_MAX_CHARS,
  RESUME_MAX_ITEMS,
  RESUME_SHORT_MAX_CHARS,
} from '@/common/resume/resume-fields-schema.ts';
import { resumeDetailsSchema } from '@/common/resume/resume-schema.ts';
import { syncBatchResponseSchema } from '@/common/sync/sync-schema.ts';
import { resumeShares } from '@/server/src/db/schema/resume-shares.ts';
import { resumes } from '@/server/src/db/schema/resumes.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';
import { shortResume } from '../support/sample-resumes.ts';
import { bearer } from './registry-harness.ts';
import { createCoursesHarness, getJson, postJson, type CoursesHarness } from './courses-support.ts';

describe.each(testDatabaseKinds())('resume share links on %s', (kind) => {
  let l: CoursesHarness;
  let resumeId: string;
  beforeEach(async () => {
    l = await createCoursesHarness(kind);
    const resume = shortResume();
    const response = await postJson(
      l.h,
      '/api/resume/import/',
      { file_name: 'ada.json', resume: toJsonResume(resume) },
      l.learnerToken,
    );
    resumeId = resumeUploadResponseSchema.parse(await response.json()).resume_id;
  });
  afterEach(async () => l.h.close());

  const shareUrl = () => `/api/resume/${resumeId}/share/`;
  const remove = (path: string, token: string) =>
    l.h.t.app.request(path, { method: 'DELETE', headers: bearer(token) });
  const open = (token: string) => l.h.get(`/api/resume/shared/${token}/`);

  async function create(template = 'modern') {
    const response = await postJson(l.h, shareUrl(), { template, paper: 'LETTER' }, l.learnerToken);
    expect(response.status).toBe(201);
    return createdResumeShareSchema.parse(await response.json());
  }

  it('opens a link with the chosen template, only the resume fields and noindex', async () => {
    const created = await create();
    expect(Buffer.from(created.token, 'base64url').byteLength * 8).toBeGreaterThanOrEqual(128);
    expect(created.path).toBe(`/r/${created.token}`);
    const rows = await l.h.t.database.db.select().from(resumeShares);
    expect(rows.map((row) => row.tokenHash)).toEqual([
      createHash('sha256').update(created.token).digest('hex'),
    ]);
    expect(JSON.stringify(rows)).not.toContain(created.token);

    const before = resumeShareResponseSchema.parse(
      await (await getJson(l.h, shareUrl(), l.learnerToken)).json(),
    );
    expect(before.share?.last_opened_at).toBeNull();

    l.h.advance(60);
    const response = await open(created.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    const body = sharedResumeSchema.strict().parse(await response.json());
    expect(body).toMatchObject({ template: 'modern', paper: 'LETTER' });
    expect(body.resume).toEqual({ ...shortResume(), resume_name: 'ada' });
    expect(Object.keys(body.resume)).not.toContain('resume_id');

    const after = resumeShareResponseSchema.parse(
      await (await getJson(l.h, shareUrl(), l.learnerToken)).json(),
    );
    expect(after.share?.last_opened_at).toBe(l.h.now().toISOString());
  });

  it('answers 404 once revoked, and a new link replaces the old one', async () => {
    const first = await create();
    const second = await create('executive');
    expect((await open(first.token)).status).toBe(404);
    expect((await open(second.token)).status).toBe(200);
    expect((await remove(shareUrl(), l.learnerToken)).status).toBe(204);
    const gone = await open(second.token);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('x-robots-tag')).toContain('noindex');
    const status = resumeShareResponseSchema.parse(
      await (await getJson(l.h, shareUrl(), l.learnerToken)).json(),
    );
    expect(status.share).toBeNull();
    expect((await remove(shareUrl(), l.learnerToken)).status).toBe(404);
  });

  it("answers 404 for another user's resume on every owner route, and for made-up tokens", async () => {
    const created = await create();
    expect((await getJson(l.h, shareUrl(), l.otherToken)).status).toBe(404);
    expect(
      (await postJson(l.h, shareUrl(), { template: 'classic', paper: 'A4' }, l.otherToken)).status,
    ).toBe(404);
    expect((await remove(shareUrl(), l.otherToken)).status).toBe(404);
    expect((await open(created.token)).status).toBe(200);
    expect((await open('A'.repeat(43))).status).toBe(404);
    expect((await open('short')).status).toBe(404);
  });

  it('does not record an opening of a resume that is not ready', async () => {
    const created = await create();
    await l.h.t.database.db
      .update(resumes)
      .set({ status: 'processing' })
      .where(eq(resumes.id, resumeId));
    l.h.advance(60);
    expect((await open(created.token)).status).toBe(404);
    const status = resumeShareResponseSchema.parse(
      await (await getJson(l.h, shareUrl(), l.learnerToken)).json(),
    );
    expect(status.share?.last_opened_at).toBeNull();
  });

  it('shows on the share page the longest values the editor accepts', async () => {
    const longest = {
      learner_name: 'N'.repeat(RESUME_SHORT_MAX_CHARS),
      learner_email: 'e'.repeat(RESUME_SHORT_MAX_CHARS),
      learner_phone: '1'.repeat(RESUME_SHORT_MAX_CHARS),
      summary: `• ${'s'.repeat(RESUME_LONG_MAX_CHARS - 2)}`,
    };
    const saved = await l.h.t.app.request(`/api/resume/${resumeId}/update/`, {
      method: 'PUT',
      headers: { ...bearer(l.learnerToken), 'content-type': 'application/json' },
      body: JSON.stringify(longest),
    });
    expect(saved.status).toBe(200);
    const created = await create();
    const response = await open(created.token);
    expect(response.status).toBe(200);
    // The share page reads the answer with this schema: it must take what the editor saved.
    const body = sharedResumeSchema.parse(await response.json());
    expect(body.resume).toMatchObject(longest);
  });

  it('lets the editor add no more items than the share page shows', async () => {
    const mutations = Array.from({ length: RESUME_MAX_ITEMS.education }, (_, seq) => ({
      id: crypto.randomUUID(),
      client_id: 'device-a',
      seq,
      doc_type: 'resume-education',
      doc_id: crypto.randomUUID(),
      op: 'create',
      payload: { resume_id: resumeId, position: 100 + seq, school_name: `School ${seq}` },
      base_version: 0,
    }));
    const response = await l.h.post(
      '/api/sync/mutations/',
      { mutations },
      { headers: bearer(l.learnerToken) },
    );
    const { results } = syncBatchResponseSchema.parse(await response.json());
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]).toMatchObject({ http_status: 422, code: 'too_many_items' });
    const details = resumeDetailsSchema.parse(
      await (await getJson(l.h, `/api/resume/${resumeId}/`, l.learnerToken)).json(),
    );
    expect(details.education_history).toHaveLength(RESUME_MAX_ITEMS.education);
    const created = await create();
    const shared = sharedResumeSchema.parse(await (await open(created.token)).json());
    expect(shared.resume.education_history).toHaveLength(RESUME_MAX_ITEMS.education);
  });

  it('refuses an unknown template with 400', async () => {
    const response = await postJson(
      l.h,
      shareUrl(),
      { template: 'fancy', paper: 'A4' },
      l.learnerToken,
    );
    expect(response.status).toBe(400);
  });

  it('keeps the template with the résumé, and a link without one follows it as it changes', async () => {
    const update = (body: unknown) =>
      l.h.t.app.request(`/api/resume/${resumeId}/update/`, {
        method: 'PUT',
        headers: { ...bearer(l.learnerToken), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const response = await postJson(
      l.h,
      shareUrl(),
      { template: null, paper: null },
      l.learnerToken,
    );
    expect(response.status).toBe(201);
    const created = createdResumeShareSchema.parse(await response.json());
    expect(created.share).toMatchObject({ template: null, paper: null });
    const shown = async () => sharedResumeSchema.parse(await (await open(created.token)).json());
    expect(await shown()).toMatchObject({ template: 'classic', paper: 'A4' });

    expect((await update({ template: 'executive', paper: 'LETTER' })).status).toBe(200);
    expect(await shown()).toMatchObject({ template: 'executive', paper: 'LETTER' });
    const details = resumeDetailsSchema.parse(
      await (await getJson(l.h, `/api/resume/${resumeId}/`, l.learnerToken)).json(),
    );
    expect(details).toMatchObject({ template: 'executive', paper: 'LETTER' });

    expect((await update({ template: 'fancy' })).status).toBe(400);
    expect((await update({ paper: 'A3' })).status).toBe(400);
    expect(await shown()).toMatchObject({ template: 'executive', paper: 'LETTER' });
  });
});
