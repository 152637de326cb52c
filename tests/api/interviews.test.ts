/**
 * Interview sessions on the server: a session created and edited through the sync
 * engine's endpoint is listed to its owner with notes merged field by field; a stale base version
 * is a conflict answered with the current copy; another user can neither read (404) nor write
 * (refused as not found) it; malformed sessions are refused.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  INTERVIEW_SESSION_DOC_TYPE,
  interviewListResponseSchema,
  interviewSessionResponseSchema,
} from '@/common/interviews/interview-session-schema.ts';
import { syncBatchResponseSchema } from '@/common/sync/sync-schema.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';
import {
  bearer,
  createRegistryHarness,
  START_TIME_MS,
  type RegistryHarness,
} from './registry-harness.ts';

const session = {
  topicId: 'sql',
  durationMinutes: 45,
  startedAt: new Date(START_TIME_MS - 60_000).toISOString(),
  endedAt: null,
  status: 'live',
  questionIds: ['sql-where-vs-having'],
  elapsedMs: 0,
  ratings: {},
};

describe.each(testDatabaseKinds())('interview sessions on %s', (kind) => {
  let h: RegistryHarness;
  let ada: string;
  let bo: string;
  let seq = 0;

  beforeEach(async () => {
    h = await createRegistryHarness(kind, { env: { RATE_LIMIT_SCALE: '100' } });
    ada = (await h.signIn('ada@nyra.test', 'Ada')).access_token;
    bo = (await h.signIn('bo@nyra.test', 'Bo')).access_token;
  });
  afterEach(async () => h.close());

  async function save(
    token: string,
    docId: string,
    payload: Record<string, unknown>,
    baseVersion: number,
    op = 'save',
  ) {
    const response = await h.post(
      '/api/sync/mutations/',
      {
        mutations: [
          {
            id: randomUUID(),
            client_id: 'test-device',
            seq: seq++,
            doc_type: INTERVIEW_SESSION_DOC_TYPE,
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

  const list = async (token: string) => {
    const response = await h.get('/api/interviews/', { headers: bearer(token) });
    expect(response.status).toBe(200);
    return interviewListResponseSchema.parse(await response.json()).sessions;
  };

  it('stores a session, merges later fields, and lists it to its owner only', async () => {
    const id = randomUUID();
    expect(await save(ada, id, session, 0)).toMatchObject({ status: 'applied', version: 1 });
    expect(
      await save(
        ada,
        id,
        {
          'note.sql-where-vs-having': 'WHERE filters rows; HAVING filters groups.',
          elapsedMs: 90_000,
        },
        1,
      ),
    ).toMatchObject({ status: 'applied', version: 2 });

    const [mine] = await list(ada);
    expect(mine).toMatchObject({ id, version: 2 });
    expect(mine!.fields).toMatchObject({
      topicId: 'sql',
      elapsedMs: 90_000,
      'note.sql-where-vs-having': 'WHERE filters rows; HAVING filters groups.',
    });
    expect(await list(bo)).toEqual([]);

    const one = await h.get(`/api/interviews/${id}/`, { headers: bearer(ada) });
    expect(one.status).toBe(200);
    expect(interviewSessionResponseSchema.parse(await one.json()).id).toBe(id);
  });

  it('answers 404 to another user, who cannot write to the session either', async () => {
    const id = randomUUID();
    await save(ada, id, session, 0);
    expect((await h.get(`/api/interviews/${id}/`, { headers: bearer(bo) })).status).toBe(404);
    expect((await h.get(`/api/interviews/${randomUUID()}/`, { headers: bearer(ada) })).status).toBe(
      404,
    );
    expect((await h.get('/api/interviews/', {})).status).toBe(401);

    const overwrite = await save(bo, id, { ...session, 'note.sql-where-vs-having': 'mine now' }, 0);
    expect(overwrite).toMatchObject({ status: 'rejected', http_status: 404 });
    const edit = await save(bo, id, { 'note.sql-where-vs-having': 'mine now' }, 1);
    expect(edit).toMatchObject({ status: 'rejected', http_status: 404 });
    const clock = await save(bo, id, { elapsedMs: 999_999 }, 0, 'record-time');
    expect(clock).toMatchObject({ status: 'rejected', http_status: 404 });
    const [mine] = await list(ada);
    expect(mine!.fields['note.sql-where-vs-having']).toBeUndefined();
    expect(mine!.fields.elapsedMs).toBe(0);
    expect(mine!.version).toBe(1);
  });

  it('keeps the greater active time whatever the base version (record-time commutes)', async () => {
    const id = randomUUID();
    await save(ada, id, session, 0);
    expect(await save(ada, id, { elapsedMs: 120_000 }, 1, 'record-time')).toMatchObject({
      status: 'applied',
      version: 2,
    });
    expect(await save(ada, id, { elapsedMs: 60_000 }, 1, 'record-time')).toMatchObject({
      status: 'applied',
      version: 3,
    });
    const [mine] = await list(ada);
    expect(mine!.fields.elapsedMs).toBe(120_000);
  });

  it('answers a stale base version with the current copy', async () => {
    const id = randomUUID();
    await save(ada, id, session, 0);
    await save(ada, id, { elapsedMs: 1_000 }, 1);
    const stale = await save(ada, id, { elapsedMs: 2_000 }, 1);
    expect(stale).toMatchObject({ status: 'conflict', current: { version: 2 } });
    if (stale.status === 'conflict') expect(stale.current.fields.elapsedMs).toBe(1_000);
  });

  it('refuses malformed sessions and questions from another topic', async () => {
    const partial = await save(ada, randomUUID(), { topicId: 'sql' }, 0);
    expect(partial).toMatchObject({ status: 'rejected', http_status: 400 });
    const foreign = await save(ada, randomUUID(), { ...session, questionIds: ['bh-failure'] }, 0);
    expect(foreign).toMatchObject({ status: 'rejected', http_status: 400 });
    const unknownField = await save(ada, randomUUID(), { ...session, score: 100 }, 0);
    expect(unknownField).toMatchObject({ status: 'rejected', http_status: 400 });
    expect(await list(ada)).toEqual([]);
  });
});
