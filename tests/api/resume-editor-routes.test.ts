/**
 * The resume editor's server half through the real app: the product.md#api update, create and
 * delete routes and the sync endpoint apply the same operations, each at most once (an
 * Idempotency-Key replay changes nothing), compare and set per field (a stale write of a field
 * answers 409 with the current copy; a stale write of another field applies), keep the last 20
 * values of each field with time and device, and answer 404 for anything of another user.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  resumeHistoryResponseSchema,
  resumeWriteResponseSchema,
  resumeConflictBodySchema,
} from '@/common/resume/resume-edit-schema.ts';
import { resumeDetailsSchema, type ResumeDetails } from '@/common/resume/resume-schema.ts';
import { syncBatchResponseSchema } from '@/common/sync/sync-schema.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';
import { bearer } from './registry-harness.ts';
import {
  createCoursesHarness,
  formWith,
  getJson,
  postForm,
  type CoursesHarness,
} from './courses-support.ts';
import { drainJobs, fixture, serverWorker } from './resume-support.ts';

describe.each(testDatabaseKinds())('resume editor routes on %s', (kind) => {
  let l: CoursesHarness;
  let resume: ResumeDetails;
  let otherResumeId: string;

  async function send(
    method: string,
    path: string,
    body?: unknown,
    token = l.learnerToken,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    return l.h.t.app.request(path, {
      method,
      headers: {
        ...bearer(token),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  async function details(id = resume.resume_id): Promise<ResumeDetails> {
    return resumeDetailsSchema.parse(
      await (await getJson(l.h, `/api/resume/${id}/`, l.learnerToken)).json(),
    );
  }

  async function upload(token: string): Promise<string> {
    const response = await postForm(
      l.h,
      '/api/resume/upload/',
      formWith('resume_file', await fixture('resume-01-pdf.pdf'), 'cv.pdf', 'application/pdf'),
      token,
    );
    expect(response.status).toBe(201);
    return ((await response.json()) as { resume_id: string }).resume_id;
  }

  beforeEach(async () => {
    l = await createCoursesHarness(kind);
    const id = await upload(l.learnerToken);
    otherResumeId = await upload(l.otherToken);
    await drainJobs(serverWorker(l));
    resume = await details(id);
    expect(resume.employment_history.length).toBeGreaterThan(0);
  });
  afterEach(async () => l.h.close());

  it('updates resume fields, replays an Idempotency-Key once, and answers 409 per field', async () => {
    const key = crypto.randomUUID();
    const path = `/api/resume/${resume.resume_id}/update/`;
    const first = await send(
      'PUT',
      path,
      { resume_id: resume.resume_id, version: resume.version, learner_name: 'Ada L.' },
      l.learnerToken,
      { 'Idempotency-Key': key },
    );
    expect(first.status).toBe(200);
    const applied = resumeWriteResponseSchema.parse(await first.json());
    expect(applied).toMatchObject({ replayed: false, version: resume.version + 1 });
    expect(applied.fields.learner_name).toBe('Ada L.');

    // The same key again (a retry): nothing applies a second time.
    const replay = await send(
      'PUT',
      path,
      { version: resume.version, learner_name: 'Ada L.' },
      l.learnerToken,
      { 'Idempotency-Key': key },
    );
    expect(replay.status).toBe(200);
    expect(resumeWriteResponseSchema.parse(await replay.json())).toMatchObject({
      replayed: true,
      version: resume.version + 1,
    });
    expect((await details()).version).toBe(resume.version + 1);

    // Another field against the old version: nobody changed it since, so it applies.
    const other = await send('PUT', path, { version: resume.version, city: 'Abuja' });
    expect(other.status).toBe(200);
    // The same field against the old version: stale, 409 with the current copy, nothing written.
    const stale = await send('PUT', path, { version: resume.version, learner_name: 'Mine' });
    expect(stale.status).toBe(409);
    const conflict = resumeConflictBodySchema.parse(await stale.json());
    expect(conflict.current).toMatchObject({
      version: resume.version + 2,
      fields: { learner_name: 'Ada L.', city: 'Abuja' },
    });
    expect((await details()).learner_name).toBe('Ada L.');
    // Without a version the write applies to the current copy.
    expect((await send('PUT', path, { learner_name: 'Last' })).status).toBe(200);
    expect((await details()).learner_name).toBe('Last');
    // Invalid input is refused with the field named.
    const bad = await send('PUT', path, { summary: 42 });
    expect(bad.status).toBe(400);
    const wrongKey = await send('PUT', path, { city: 'x' }, l.learnerToken, {
      'Idempotency-Key': 'not-a-uuid',
    });
    expect(wrongKey.status).toBe(400);
  });

  it('creates, updates (CAS), reorders and deletes items; delete replays with its key', async () => {
    for (const [kindName, fields] of [
      ['employment', { company_name: 'Nyra', title: 'Engineer', end_date: 'present' }],
      ['education', { school_name: 'Open University', degree: 'BSc' }],
      ['skill', { skill_name: 'dbt', skill_level: 'expert' }],
      [
        'project',
        {
          project_name: 'Taxi Warehouse',
          url: 'https://x.example/p',
          start_date: '2024',
          position: 3,
        },
      ],
      [
        'certification',
        {
          certification_name: 'Nyra Data Engineer',
          issuer: 'Nyra',
          issue_date: '2024-05',
          position: 3,
        },
      ],
    ] as const) {
      const createKey = crypto.randomUUID();
      const created = await send(
        'POST',
        `/api/resume/${kindName}/create/`,
        { resume_id: resume.resume_id, ...fields },
        l.learnerToken,
        { 'Idempotency-Key': createKey },
      );
      expect(created.status).toBe(201);
      const item = resumeWriteResponseSchema.parse(await created.json());
      expect(item.fields).toMatchObject(fields);
      const again = await send(
        'POST',
        `/api/resume/${kindName}/create/`,
        { resume_id: resume.resume_id, id: item.id, ...fields },
        l.learnerToken,
        { 'Idempotency-Key': createKey },
      );
      expect(again.status).toBe(200);
      expect(resumeWriteResponseSchema.parse(await again.json()).replayed).toBe(true);

      const update = `/api/resume/${kindName}/${item.id}/update/`;
      const changed = await send('PUT', update, { version: 1, position: 0 });
      expect(changed.status).toBe(200);
      expect(resumeWriteResponseSchema.parse(await changed.json()).fields.position).toBe(0);
      const stale = await send('PUT', update, { version: 1, position: 7 });
      expect(stale.status).toBe(409);
      expect(resumeConflictBodySchema.parse(await stale.json()).current.version).toBe(2);

      const deleteKey = crypto.randomUUID();
      const remove = `/api/resume/${kindName}/${item.id}/delete/`;
      expect(
        (await send('DELETE', remove, undefined, l.learnerToken, { 'Idempotency-Key': deleteKey }))
          .status,
      ).toBe(204);
      expect(
        (await send('DELETE', remove, undefined, l.learnerToken, { 'Idempotency-Key': deleteKey }))
          .status,
      ).toBe(204);
      expect((await send('DELETE', remove)).status).toBe(404);
      expect((await send('PUT', update, { position: 1 })).status).toBe(404);
    }
    const after = await details();
    expect(after.employment_history.map((item) => item.position)).toEqual(
      [...after.employment_history.map((item) => item.position)].sort((a, b) => a! - b!),
    );
  });

  it('merges a project and a certification field by field: only the same field conflicts', async () => {
    for (const [kindName, first, second, same] of [
      ['project', { project_name: 'Mine' }, { url: 'https://x.example/p' }, { project_name: 'B' }],
      ['certification', { issuer: 'Nyra' }, { issue_date: '2024-05' }, { issuer: 'Other' }],
    ] as const) {
      const created = await send('POST', `/api/resume/${kindName}/create/`, {
        resume_id: resume.resume_id,
      });
      expect(created.status).toBe(201);
      const { id } = resumeWriteResponseSchema.parse(await created.json());
      const update = `/api/resume/${kindName}/${id}/update/`;
      // Two devices that both read version 1: different fields both apply, no conflict.
      expect((await send('PUT', update, { version: 1, ...first })).status).toBe(200);
      expect((await send('PUT', update, { version: 1, ...second })).status).toBe(200);
      // The same field changed unseen: 409 with the current copy, nothing written.
      const stale = await send('PUT', update, { version: 1, ...same });
      expect(stale.status).toBe(409);
      expect(resumeConflictBodySchema.parse(await stale.json()).current.fields).toMatchObject({
        ...first,
        ...second,
      });
    }
    const after = await details();
    expect(after.projects[0]).toMatchObject({ project_name: 'Mine', url: 'https://x.example/p' });
    expect(after.certifications[0]).toMatchObject({ issuer: 'Nyra', issue_date: '2024-05' });
  });

  it("answers 404 for another user's resume and items on every route", async () => {
    const mine = resume.employment_history[0]!;
    const other = l.otherToken;
    expect(
      (await send('PUT', `/api/resume/${resume.resume_id}/update/`, { city: 'x' }, other)).status,
    ).toBe(404);
    expect(
      (await send('GET', `/api/resume/${resume.resume_id}/history/`, undefined, other)).status,
    ).toBe(404);
    expect(
      (await send('POST', '/api/resume/employment/create/', { resume_id: resume.resume_id }, other))
        .status,
    ).toBe(404);
    for (const [kindName, item] of [
      ['employment', mine],
      ['education', resume.education_history[0]!],
      ['skill', resume.skills[0]!],
    ] as const) {
      expect(
        (await send('PUT', `/api/resume/${kindName}/${item.id}/update/`, { position: 3 }, other))
          .status,
      ).toBe(404);
      expect(
        (await send('DELETE', `/api/resume/${kindName}/${item.id}/delete/`, undefined, other))
          .status,
      ).toBe(404);
    }
    // Through the sync endpoint too (one request each: a refusal holds back the document's
    // later mutations in its batch): refused with 404, nothing written.
    const statuses: Array<number | string> = [];
    for (const [seq, [docType, docId, op, payload]] of [
      ['resume', resume.resume_id, 'update', { city: 'x' }],
      ['resume-employment', mine.id, 'update', { title: 'x' }],
      ['resume-employment', mine.id, 'delete', {}],
      ['resume-skill', crypto.randomUUID(), 'create', { resume_id: resume.resume_id, position: 9 }],
    ].entries()) {
      const response = await l.h.post(
        '/api/sync/mutations/',
        {
          mutations: [
            {
              id: crypto.randomUUID(),
              client_id: 'intruder',
              seq,
              doc_type: docType,
              doc_id: docId,
              op,
              payload,
              base_version: 1,
            },
          ],
        },
        { headers: bearer(other) },
      );
      const [result] = syncBatchResponseSchema.parse(await response.json()).results;
      statuses.push(result?.status === 'rejected' ? result.http_status : String(result?.status));
    }
    expect(statuses).toEqual([404, 404, 404, 404]);
    const unchanged = await details();
    expect(unchanged.city).toBe(resume.city);
    expect(unchanged.employment_history[0]).toEqual(mine);
    // And the other user's own resume stays theirs: the learner cannot read its history.
    expect((await send('GET', `/api/resume/${otherResumeId}/history/`)).status).toBe(404);
  });

  it('keeps the last 20 values of a field with time and device, via the sync endpoint', async () => {
    const clientId = 'device-a';
    let version = resume.version;
    for (let i = 0; i < 25; i += 1) {
      const response = await l.h.post(
        '/api/sync/mutations/',
        {
          mutations: [
            {
              id: crypto.randomUUID(),
              client_id: clientId,
              seq: i,
              doc_type: 'resume',
              doc_id: resume.resume_id,
              op: 'update',
              payload: { role: `Role ${i}` },
              base_version: version,
            },
          ],
        },
        { headers: bearer(l.learnerToken) },
      );
      const [result] = syncBatchResponseSchema.parse(await response.json()).results;
      expect(result?.status).toBe('applied');
      if (result?.status === 'applied') version = result.version;
    }
    const history = resumeHistoryResponseSchema.parse(
      await (await send('GET', `/api/resume/${resume.resume_id}/history/?field=role`)).json(),
    );
    expect(history.results).toHaveLength(20);
    expect(history.results[0]).toMatchObject({
      doc_type: 'resume',
      doc_id: resume.resume_id,
      field: 'role',
      value: 'Role 24',
      client_id: clientId,
      version,
    });
    expect(history.results.at(-1)?.value).toBe('Role 5');
    expect(Date.parse(history.results[0]!.changed_at)).not.toBeNaN();
    // Restoring is a normal edit: the old value becomes the newest entry.
    await send('PUT', `/api/resume/${resume.resume_id}/update/`, { role: 'Role 7' });
    const restored = resumeHistoryResponseSchema.parse(
      await (await send('GET', `/api/resume/${resume.resume_id}/history/?field=role`)).json(),
    );
    expect(restored.results[0]).toMatchObject({ value: 'Role 7', client_id: 'http' });
    expect((await details()).role).toBe('Role 7');
  });
});
