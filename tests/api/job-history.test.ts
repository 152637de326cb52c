/**
 * Per-field history of job applications: every fixed field a `save` changes is logged with the
 * device (sync client id) that sent it, and `GET /api/jobs/{id}/history/?field=` answers one
 * field's values newest first — only to the job's owner, never for a deleted job, never for an
 * entry field (events, contacts, reminders, tailoring), which keeps none.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_DELETE_OP, JOB_DOC_TYPE, JOB_SAVE_OP } from '@/common/jobs/job-document-schema.ts';
import {
  jobHistoryResponseSchema,
  type JobHistoryEntry,
} from '@/common/jobs/job-history-schema.ts';
import { syncBatchResponseSchema, type SyncResult } from '@/common/sync/sync-schema.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';
import { bearer, createRegistryHarness, type RegistryHarness } from './registry-harness.ts';

const JOB = {
  company: 'Acme Data',
  title: 'Data engineer',
  link: '',
  location: 'Oslo',
  salary: '',
  description: 'Pipelines and SQL.',
  notes: '',
  stage: 'saved',
  archived: false,
  resumeId: '',
  coverLetter: '',
  createdAt: '2026-11-22T10:00:00.000Z',
} as const;

describe.each(testDatabaseKinds())('job field history on %s', (kind) => {
  let h: RegistryHarness;
  let users = 0;
  let seq = 0;

  beforeAll(async () => {
    h = await createRegistryHarness(kind, { env: { RATE_LIMIT_SCALE: '100' } });
  });
  afterAll(async () => {
    await h.close();
  });

  async function newUser(): Promise<string> {
    users += 1;
    return (await h.signIn(`job-history-${users}@nyra.test`, 'Jo')).access_token;
  }

  async function send(
    token: string,
    clientId: string,
    docId: string,
    op: string,
    payload: Record<string, unknown>,
    baseVersion: number,
  ): Promise<SyncResult> {
    const response = await h.post(
      '/api/sync/mutations/',
      {
        mutations: [
          {
            id: randomUUID(),
            client_id: clientId,
            seq: seq++,
            doc_type: JOB_DOC_TYPE,
            doc_id: docId,
            op,
            payload,
            base_version: baseVersion,
          },
        ],
      },
      { headers: bearer(token) },
    );
    expect(response.status).toBe(200);
    const [result] = syncBatchResponseSchema.parse(await response.json()).results;
    return result!;
  }

  const history = (token: string, jobId: string, field: string) =>
    h.get(`/api/jobs/${jobId}/history/?field=${encodeURIComponent(field)}`, {
      headers: bearer(token),
    });

  async function entries(token: string, jobId: string, field: string): Promise<JobHistoryEntry[]> {
    const response = await history(token, jobId, field);
    expect(response.status).toBe(200);
    return jobHistoryResponseSchema.parse(await response.json()).results;
  }

  it('lists the values a field took, newest first, with the device that wrote each', async () => {
    const token = await newUser();
    const id = randomUUID();
    expect(await send(token, 'laptop', id, JOB_SAVE_OP, JOB, 0)).toMatchObject({
      status: 'applied',
      version: 1,
    });
    expect(await send(token, 'phone', id, JOB_SAVE_OP, { stage: 'applied' }, 1)).toMatchObject({
      status: 'applied',
      version: 2,
    });
    // Saving a field with the value it has already changes nothing: no entry.
    expect(
      await send(token, 'laptop', id, JOB_SAVE_OP, { stage: 'applied', notes: 'Called' }, 2),
    ).toMatchObject({ status: 'applied', version: 3 });
    expect(await entries(token, id, 'stage')).toEqual([
      {
        field: 'stage',
        value: 'applied',
        client_id: 'phone',
        version: 2,
        changed_at: h.now().toISOString(),
      },
      {
        field: 'stage',
        value: 'saved',
        client_id: 'laptop',
        version: 1,
        changed_at: h.now().toISOString(),
      },
    ]);
    expect(await entries(token, id, 'notes')).toMatchObject([
      { value: 'Called', client_id: 'laptop', version: 3 },
      { value: '', client_id: 'laptop', version: 1 },
    ]);
  });

  it('keeps no history of entry fields and refuses to answer for one (400)', async () => {
    const token = await newUser();
    const id = randomUUID();
    await send(token, 'laptop', id, JOB_SAVE_OP, JOB, 0);
    expect(
      await send(
        token,
        'laptop',
        id,
        JOB_SAVE_OP,
        {
          'event.e1': { kind: 'note', date: '2026-11-23', text: 'Phone screen' },
          'contact.c1': { name: 'Kari', role: 'Recruiter', email: '' },
        },
        1,
      ),
    ).toMatchObject({ status: 'applied', version: 2 });
    for (const field of ['event.e1', 'contact.c1', 'createdAt', 'nope', '']) {
      const response = await history(token, id, field);
      expect(response.status, field).toBe(400);
    }
    const missing = await h.get(`/api/jobs/${id}/history/`, { headers: bearer(token) });
    expect(missing.status).toBe(400);
    // Only the fixed fields of the first save were logged.
    for (const field of ['company', 'stage', 'notes']) {
      expect(await entries(token, id, field)).toHaveLength(1);
    }
  });

  it("answers 404 for another learner's job, an unknown one and a deleted one", async () => {
    const owner = await newUser();
    const other = await newUser();
    const id = randomUUID();
    await send(owner, 'laptop', id, JOB_SAVE_OP, JOB, 0);
    expect((await history(other, id, 'stage')).status).toBe(404);
    expect((await history(owner, randomUUID(), 'stage')).status).toBe(404);
    expect((await history(owner, 'not-a-uuid', 'stage')).status).toBe(404);
    expect((await h.get(`/api/jobs/${id}/history/?field=stage`)).status).toBe(401);
    expect(await entries(owner, id, 'stage')).toHaveLength(1);
    expect(await send(owner, 'laptop', id, JOB_DELETE_OP, {}, 0)).toMatchObject({
      status: 'applied',
    });
    expect((await history(owner, id, 'stage')).status).toBe(404);
  });
});
