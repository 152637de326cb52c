/**
 * Interview sessions through the real sync engine (fake-indexeddb devices against the
 * real server): notes typed offline on two devices about two questions of one session both land,
 * with no conflict, and each device takes the other's note; the clock is a commutative operation,
 * so the greater active time wins without a conflict; two devices editing the same note is a
 * conflict kept for the learner, never a silent loss.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  INTERVIEW_RECORD_TIME_OP,
  INTERVIEW_SAVE_OP,
  INTERVIEW_SESSION_DOC_TYPE,
  interviewListResponseSchema,
} from '@/common/interviews/interview-session-schema.ts';
import { interviewSessionSyncType } from '@/src/features/interviews/storage/interview-session-sync-type.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';
import { createDevice, createNetwork, createTransport } from '../support/sync-test-device.ts';
import {
  bearer,
  createRegistryHarness,
  START_TIME_MS,
  type RegistryHarness,
} from './registry-harness.ts';

const ADA = 'ada@nyra.test';
const Q1 = 'sql-where-vs-having';
const Q2 = 'sql-join-fan-out';
let deviceCount = 0;

describe.each(testDatabaseKinds())('interview sessions on the sync engine (%s)', (kind) => {
  let h: RegistryHarness;
  let token: string;
  const cleanups: Array<() => Promise<void>> = [];

  beforeEach(async () => {
    h = await createRegistryHarness(kind, { env: { RATE_LIMIT_SCALE: '100' } });
    token = (await h.signIn(ADA, 'Ada')).access_token;
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
    await h.close();
  });

  function device() {
    const network = createNetwork();
    deviceCount += 1;
    const d = createDevice({
      name: `interviews-${kind}-${deviceCount}`,
      owner: () => ADA,
      send: createTransport(
        () => h.t.app.request.bind(h.t.app),
        () => token,
        network,
      ),
      types: [interviewSessionSyncType],
      random: () => 0,
    });
    cleanups.push(() => d.closeAll());
    return { network, tab: d.openTab() };
  }

  async function drain(tab: ReturnType<typeof device>['tab']) {
    for (let round = 0; round < 20; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      await tab.engine.flush();
      const rows = await tab.engine.ownerRows(ADA);
      if (rows.every((row) => row.state === 'needs-attention' || row.state === 'conflict'))
        return rows;
    }
    return tab.engine.ownerRows(ADA);
  }

  async function serverSessions() {
    const response = await h.get('/api/interviews/', { headers: bearer(token) });
    return interviewListResponseSchema.parse(await response.json()).sessions;
  }

  async function pull(tab: ReturnType<typeof device>['tab']) {
    const sessions = await serverSessions();
    await tab.engine.receiveServerCopies(
      ADA,
      INTERVIEW_SESSION_DOC_TYPE,
      sessions.map((s) => ({ docId: s.id, version: s.version, fields: s.fields })),
    );
  }

  const save = (
    tab: ReturnType<typeof device>['tab'],
    docId: string,
    payload: Record<string, unknown>,
  ) =>
    tab.engine.write({
      owner: ADA,
      docType: INTERVIEW_SESSION_DOC_TYPE,
      docId,
      op: INTERVIEW_SAVE_OP,
      payload,
    });
  const time = (tab: ReturnType<typeof device>['tab'], docId: string, elapsedMs: number) =>
    tab.engine.write({
      owner: ADA,
      docType: INTERVIEW_SESSION_DOC_TYPE,
      docId,
      op: INTERVIEW_RECORD_TIME_OP,
      payload: { elapsedMs },
    });

  it('merges notes on two questions typed offline on two devices, and keeps the greater time', async () => {
    const laptop = device();
    const phone = device();
    const id = crypto.randomUUID();
    await save(laptop.tab, id, {
      topicId: 'sql',
      durationMinutes: 45,
      startedAt: new Date(START_TIME_MS - 600_000).toISOString(),
      endedAt: null,
      status: 'live',
      questionIds: [Q1, Q2],
      elapsedMs: 0,
      ratings: {},
    });
    expect(await drain(laptop.tab)).toEqual([]);
    await pull(phone.tab);
    expect((await phone.tab.db.interviewSessions.get(id))?.fields.questionIds).toEqual([Q1, Q2]);

    laptop.network.offline = true;
    phone.network.offline = true;
    await save(laptop.tab, id, { [`note.${Q1}`]: 'WHERE filters rows, HAVING filters groups.' });
    await time(laptop.tab, id, 120_000);
    await save(phone.tab, id, { [`note.${Q2}`]: 'Two one-to-many joins multiply rows.' });
    await time(phone.tab, id, 90_000);
    laptop.network.offline = false;
    phone.network.offline = false;

    expect(await drain(laptop.tab)).toEqual([]);
    expect(await drain(phone.tab)).toEqual([]);
    const [stored] = await serverSessions();
    expect(stored!.fields).toMatchObject({
      elapsedMs: 120_000,
      [`note.${Q1}`]: 'WHERE filters rows, HAVING filters groups.',
      [`note.${Q2}`]: 'Two one-to-many joins multiply rows.',
    });
    // After the pull that follows a flush, each device holds both notes and the greater time
    // (whichever sent second rebased its note onto the other's).
    for (const tab of [laptop.tab, phone.tab]) {
      await pull(tab);
      expect((await tab.db.interviewSessions.get(id))?.fields).toMatchObject({
        elapsedMs: 120_000,
        [`note.${Q1}`]: 'WHERE filters rows, HAVING filters groups.',
        [`note.${Q2}`]: 'Two one-to-many joins multiply rows.',
      });
    }
  });

  it('keeps both versions of a note edited on two devices as a conflict for the learner', async () => {
    const laptop = device();
    const phone = device();
    const id = crypto.randomUUID();
    await save(laptop.tab, id, {
      topicId: 'sql',
      durationMinutes: 30,
      startedAt: new Date(START_TIME_MS - 600_000).toISOString(),
      endedAt: null,
      status: 'live',
      questionIds: [Q1],
      elapsedMs: 0,
      ratings: {},
    });
    await drain(laptop.tab);
    await pull(phone.tab);
    await save(laptop.tab, id, { [`note.${Q1}`]: 'From the laptop.' });
    expect(await drain(laptop.tab)).toEqual([]);
    await save(phone.tab, id, { [`note.${Q1}`]: 'From the phone.' });
    const [conflict] = await drain(phone.tab);
    expect(conflict).toMatchObject({
      state: 'conflict',
      conflict: {
        fields: { [`note.${Q1}`]: { mine: 'From the phone.', server: 'From the laptop.' } },
      },
    });
  });
});
