/**
 * The sync engine against the real server (createApp on PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set). IndexedDB is fake-indexeddb (Node has none); nothing of ours is
 * mocked. Covers: a write reaches the server once and a replay changes nothing; a conflict is
 * rebased (server-only fields taken, user-only re-sent) or, when both changed, kept for the user
 * and resolved; a refused change needs attention and is kept; owners never see each other's
 * rows; concurrent deliveries of one batch apply it once.
 */
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LESSON_PROGRESS_DOC_TYPE } from '@/common/courses/progress-schema.ts';
import { PRACTICE_ATTEMPT_DOC_TYPE } from '@/common/practice/attempt-schema.ts';
import { syncBatchResponseSchema, type SyncBatchRequest } from '@/common/sync/sync-schema.ts';
import { lessonProgress } from '@/server/src/db/schema/courses.ts';
import { practiceAttempts } from '@/server/src/db/schema/practice.ts';
import { users } from '@/server/src/db/schema/users.ts';
import { lessonProgressSyncType } from '@/src/features/courses/storage/lesson-progress-sync-type.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';
import { createDevice, createNetwork, createTransport } from '../support/sync-test-device.ts';
import {
  bearer,
  createRegistryHarness,
  START_TIME_MS,
  type RegistryHarness,
} from './registry-harness.ts';

const ADA = 'ada@nyra.test';
const BO = 'bo@nyra.test';
const at = (minutes: number) => new Date(START_TIME_MS + minutes * 60_000).toISOString();

function attemptPayload(problemId = 'two-sum') {
  return {
    problem_id: problemId,
    language: 'python',
    mode: 'run',
    code: 'pass',
    status: 'failed',
    passed: 0,
    total: 2,
    duration_ms: 3,
    created_at: at(-30),
  };
}

let deviceCount = 0;

describe.each(testDatabaseKinds())('sync engine on %s', (kind) => {
  let h: RegistryHarness;
  let tokens: Record<string, string>;
  let signedIn: string | null;
  const cleanups: Array<() => Promise<void>> = [];

  beforeEach(async () => {
    h = await createRegistryHarness(kind, { env: { RATE_LIMIT_SCALE: '100' } });
    tokens = {
      [ADA]: (await h.signIn(ADA, 'Ada')).access_token,
      [BO]: (await h.signIn(BO, 'Bo Li')).access_token,
    };
    await h.get('/api/courses/', { headers: bearer(tokens[ADA]!) });
    signedIn = ADA;
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
    await h.close();
  });

  function device() {
    const network = createNetwork();
    deviceCount += 1;
    const d = createDevice({
      name: `engine-${kind}-${deviceCount}`,
      owner: () => signedIn,
      send: createTransport(
        () => h.t.app.request.bind(h.t.app),
        () => tokens[signedIn ?? ADA]!,
        network,
      ),
      types: [lessonProgressSyncType, { type: PRACTICE_ATTEMPT_DOC_TYPE }],
      random: () => 0,
    });
    cleanups.push(() => d.closeAll());
    return { ...d, network, tab: d.openTab() };
  }

  async function drain(tab: ReturnType<typeof device>['tab'], owner = ADA) {
    for (let round = 0; round < 20; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      await tab.engine.flush();
      const rows = await tab.engine.ownerRows(owner);
      if (rows.every((row) => row.state === 'needs-attention' || row.state === 'conflict'))
        return rows;
    }
    return tab.engine.ownerRows(owner);
  }

  async function userId(email: string) {
    const [user] = await h.t.database.db.select().from(users).where(eq(users.email, email));
    return user!.id;
  }

  async function serverProgress(lessonId: string) {
    const [row] = await h.t.database.db
      .select()
      .from(lessonProgress)
      .where(
        and(eq(lessonProgress.userId, await userId(ADA)), eq(lessonProgress.lessonId, lessonId)),
      );
    return row;
  }

  it('sends a write once; a replayed mutation returns the original result and changes nothing', async () => {
    const { tab } = device();
    const id = crypto.randomUUID();
    const row = await tab.engine.write({
      owner: ADA,
      docType: PRACTICE_ATTEMPT_DOC_TYPE,
      docId: id,
      op: 'create',
      payload: attemptPayload(),
    });
    await tab.engine.write({
      owner: ADA,
      docType: LESSON_PROGRESS_DOC_TYPE,
      docId: 'ai-llm-tokens',
      op: 'set-completion',
      payload: { completedAt: at(-5) },
    });
    expect(await drain(tab)).toEqual([]);
    expect((await serverProgress('ai-llm-tokens'))?.completedAt).not.toBeNull();

    const replay: SyncBatchRequest = {
      mutations: [
        {
          id: row.id,
          client_id: row.clientId,
          seq: row.seq,
          doc_type: row.docType,
          doc_id: row.docId,
          op: row.op,
          payload: row.payload,
          base_version: 0,
        },
      ],
    };
    const response = await h.post('/api/sync/mutations/', replay, {
      headers: bearer(tokens[ADA]!),
    });
    expect(syncBatchResponseSchema.parse(await response.json()).results).toEqual([
      { id: row.id, status: 'applied', version: 1, replayed: true },
    ]);
    const stored = await h.t.database.db
      .select()
      .from(practiceAttempts)
      .where(eq(practiceAttempts.id, id));
    expect(stored).toHaveLength(1);

    // Another user cannot replay (or learn anything from) Ada's mutation id.
    const foreign = await h.post('/api/sync/mutations/', replay, { headers: bearer(tokens[BO]!) });
    expect(syncBatchResponseSchema.parse(await foreign.json()).results[0]).toMatchObject({
      status: 'rejected',
      code: 'mutation_id_taken',
    });
  });

  it('tells a sign-out cleanup which documents still have unsent changes, per owner', async () => {
    const { tab, network } = device();
    const write = (owner: string, docId: string) =>
      tab.engine.write({
        owner,
        docType: PRACTICE_ATTEMPT_DOC_TYPE,
        docId,
        op: 'create',
        payload: attemptPayload(),
      });
    const sent = crypto.randomUUID();
    await write(ADA, sent);
    expect(await drain(tab)).toEqual([]);
    network.offline = true;
    const unsent = crypto.randomUUID();
    await write(ADA, unsent);
    await write(BO, sent);
    const seen: boolean[] = [];
    await tab.engine.clearKeepingUnsent(PRACTICE_ATTEMPT_DOC_TYPE, [], async (isUnsent) => {
      seen.push(
        isUnsent(ADA, sent),
        isUnsent(ADA, unsent),
        isUnsent(BO, sent),
        isUnsent(BO, unsent),
      );
    });
    expect(seen).toEqual([false, true, true, false]);
    expect(await tab.engine.unsentDocIds(ADA, PRACTICE_ATTEMPT_DOC_TYPE)).toEqual(
      new Set([unsent]),
    );
    expect(await tab.engine.unsentDocIds(ADA, LESSON_PROGRESS_DOC_TYPE)).toEqual(new Set());
  });

  it('tries a failed refresh again by itself, and stops once it succeeded', async () => {
    const { tab } = device();
    let calls = 0;
    tab.engine.registerPull(async () => {
      calls += 1;
      if (calls === 1) throw new Error('The server took too long to answer.');
    });
    // Once this tab is the sending one, its first flush refreshes (and fails).
    tab.engine.requestFlush(0);
    await expect.poll(() => calls, { timeout: 5_000 }).toBeGreaterThanOrEqual(1);
    // Nothing else asks for a flush: only the retry of the failed refresh can run it again.
    await expect.poll(() => calls, { timeout: 5_000 }).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls).toBe(2);
  });

  it('applies a device’s successive edits of one document in one batch without a conflict', async () => {
    const clientId = crypto.randomUUID();
    const edit = (seq: number, completedAt: string | null) => ({
      id: crypto.randomUUID(),
      client_id: clientId,
      seq,
      doc_type: LESSON_PROGRESS_DOC_TYPE,
      doc_id: 'ai-llm-tokens',
      op: 'set-completion',
      // All three were made offline on top of the same known copy (version 0: none yet).
      payload: { completedAt },
      base_version: 0,
    });
    const mutations = [edit(0, at(-9)), edit(1, null), edit(2, at(-3))];
    const response = await h.post(
      '/api/sync/mutations/',
      { mutations },
      { headers: bearer(tokens[ADA]!) },
    );
    const { results } = syncBatchResponseSchema.parse(await response.json());
    expect(results.map((result) => result.status)).toEqual(['applied', 'applied', 'applied']);
    const stored = await serverProgress('ai-llm-tokens');
    expect(stored?.completedAt?.toISOString()).toBe(at(-3));
    expect(results.at(-1)).toMatchObject({ status: 'applied', version: stored?.version });

    // Another device's edit made on the same old copy is still a conflict, not chained.
    const other = { ...edit(0, null), client_id: crypto.randomUUID() };
    const stale = await h.post(
      '/api/sync/mutations/',
      { mutations: [other] },
      { headers: bearer(tokens[ADA]!) },
    );
    expect(syncBatchResponseSchema.parse(await stale.json()).results[0]?.status).toBe('conflict');
  });

  it('rebases a stale write: fields only the server changed are taken, the user’s are re-sent', async () => {
    const a = device();
    const b = device();
    await a.tab.engine.write({
      owner: ADA,
      docType: LESSON_PROGRESS_DOC_TYPE,
      docId: 'ai-llm-tokens',
      op: 'set-completion',
      payload: { completedAt: at(-50) },
    });
    await drain(a.tab);
    // B learns the server copy, then A opens the lesson later (B does not know).
    const copy = await serverProgress('ai-llm-tokens');
    await b.tab.engine.receiveServerCopies(ADA, LESSON_PROGRESS_DOC_TYPE, [
      {
        docId: 'ai-llm-tokens',
        version: copy!.version,
        fields: { completedAt: copy!.completedAt!.toISOString(), lastOpenedAt: null },
      },
    ]);
    await a.tab.engine.write({
      owner: ADA,
      docType: LESSON_PROGRESS_DOC_TYPE,
      docId: 'ai-llm-tokens',
      op: 'open',
      payload: { lastOpenedAt: at(-10) },
    });
    await drain(a.tab);
    // B un-completes against the older version: a 409, rebased without asking anyone.
    await b.tab.engine.write({
      owner: ADA,
      docType: LESSON_PROGRESS_DOC_TYPE,
      docId: 'ai-llm-tokens',
      op: 'set-completion',
      payload: { completedAt: null },
    });
    expect(await drain(b.tab)).toEqual([]);
    const server = await serverProgress('ai-llm-tokens');
    expect(server?.completedAt).toBeNull();
    expect(server?.lastOpenedAt?.toISOString()).toBe(at(-10));
    // The field only the server changed reached B's local document.
    expect((await b.tab.db.lessonProgress.get([ADA, 'ai-llm-tokens']))?.lastOpenedAt).toBe(at(-10));
  });

  it('keeps a field both sides changed as a conflict until the user chooses', async () => {
    const a = device();
    const b = device();
    await a.tab.engine.write({
      owner: ADA,
      docType: LESSON_PROGRESS_DOC_TYPE,
      docId: 'ai-llm-sampling',
      op: 'set-completion',
      payload: { completedAt: at(-40) },
    });
    await drain(a.tab);
    // B never saw that and says "not completed": both changed the field, differently.
    const row = await b.tab.engine.write({
      owner: ADA,
      docType: LESSON_PROGRESS_DOC_TYPE,
      docId: 'ai-llm-sampling',
      op: 'set-completion',
      payload: { completedAt: null },
    });
    const [conflict] = await drain(b.tab);
    expect(conflict).toMatchObject({
      id: row.id,
      state: 'conflict',
      conflict: { fields: { completedAt: { mine: null, server: at(-40) } } },
    });
    expect((await serverProgress('ai-llm-sampling'))?.completedAt?.toISOString()).toBe(at(-40));

    await b.tab.engine.resolveConflict(row.id, { completedAt: 'mine' });
    expect(await drain(b.tab)).toEqual([]);
    expect((await serverProgress('ai-llm-sampling'))?.completedAt).toBeNull();
  });

  it('marks a refused change "needs attention" with the server’s message, keeps it, and sends the rest', async () => {
    const { tab } = device();
    const bad = await tab.engine.write({
      owner: ADA,
      docType: PRACTICE_ATTEMPT_DOC_TYPE,
      docId: crypto.randomUUID(),
      op: 'create',
      payload: attemptPayload('no-such-problem'),
    });
    const goodId = crypto.randomUUID();
    await tab.engine.write({
      owner: ADA,
      docType: PRACTICE_ATTEMPT_DOC_TYPE,
      docId: goodId,
      op: 'create',
      payload: attemptPayload(),
    });
    const left = await drain(tab);
    expect(left).toEqual([
      expect.objectContaining({
        id: bad.id,
        state: 'needs-attention',
        error: 'There is no practice problem "no-such-problem".',
      }),
    ]);
    expect(
      await h.t.database.db.select().from(practiceAttempts).where(eq(practiceAttempts.id, goodId)),
    ).toHaveLength(1);
    expect(await tab.engine.countPending(ADA)).toBe(1);
  });

  it('never sends, counts or removes another owner’s rows', async () => {
    const { tab } = device();
    await tab.engine.write({
      owner: ADA,
      docType: PRACTICE_ATTEMPT_DOC_TYPE,
      docId: crypto.randomUUID(),
      op: 'create',
      payload: attemptPayload(),
    });
    signedIn = BO;
    await drain(tab, BO);
    expect(await tab.engine.countPending(BO)).toBe(0);
    expect(await tab.engine.countPending(ADA)).toBe(1);
    expect(await h.t.database.db.select().from(practiceAttempts)).toHaveLength(0);
    signedIn = ADA;
    expect(await drain(tab)).toEqual([]);
    expect(await h.t.database.db.select().from(practiceAttempts)).toHaveLength(1);
  });

  it('applies a batch once when it is delivered several times at the same moment', async () => {
    const mutations = Array.from({ length: 5 }, (_, seq) => ({
      id: crypto.randomUUID(),
      client_id: 'concurrent',
      seq,
      doc_type: PRACTICE_ATTEMPT_DOC_TYPE,
      doc_id: crypto.randomUUID(),
      op: 'create',
      payload: attemptPayload(),
      base_version: 0,
    }));
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        h.post('/api/sync/mutations/', { mutations }, { headers: bearer(tokens[ADA]!) }),
      ),
    );
    for (const response of responses) expect(response.status).toBe(200);
    expect(await h.t.database.db.select().from(practiceAttempts)).toHaveLength(5);
  });

  it('sends from one tab only; the other tab’s writes go through the sender', async () => {
    const d = device();
    const second = d.openTab();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect([d.tab.engine.isSender, second.engine.isSender]).toEqual([true, false]);
    await second.engine.write({
      owner: ADA,
      docType: PRACTICE_ATTEMPT_DOC_TYPE,
      docId: crypto.randomUUID(),
      op: 'create',
      payload: attemptPayload(),
    });
    await expect.poll(() => d.tab.engine.countPending(ADA)).toBe(0);
    // The sender goes away: the other tab takes over.
    await d.closeTab(d.tab);
    await expect.poll(() => second.engine.isSender).toBe(true);
  });
});
