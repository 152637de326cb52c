/**
 * A learner on a train: one device typing a resume's summary in bursts (the editor coalesces a
 * field's unsent values into its newest write) while the connection loses requests, loses the
 * answer of requests the server applied, hangs requests the client gives up on (the server
 * applies them later), delivers some twice, and the tab reloads mid-request. Over many seeds:
 * never a conflict (there is no other device), and the server ends with exactly what was typed.
 * With two devices typing DIFFERENT fields of the same resume under the same faults: never a
 * conflict either. Two devices changing the SAME field unseen: exactly one conflict.
 * A failure names the seed: rerun one with SYNC_RESUME_FAULT_SEED=<seed>.
 * `npm run bench` runs more seeds (SYNC_RESUME_FAULT_RUNS).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESUME_DOC_TYPE } from '@/common/resume/resume-edit-schema.ts';
import type { OutboxRow } from '@/common/sync/outbox-row-schema.ts';
import type { SyncBatchRequest } from '@/common/sync/sync-schema.ts';
import { resumes } from '@/server/src/db/schema/resumes.ts';
import { users } from '@/server/src/db/schema/users.ts';
import { readResumeCopy } from '@/server/src/routes/resume/resume-document-types.ts';
import { resumeSyncType } from '@/src/features/resumes/storage/resume-sync-types.ts';
import { SyncSendError } from '@/src/lib/sync/sync-send-error.ts';
import { OWNED_OBJECT_MAKERS } from '../support/route-table.ts';
import { createDevice, createNetwork, createTransport } from '../support/sync-test-device.ts';
import { bearer, createRegistryHarness, type RegistryHarness } from './registry-harness.ts';

const RUNS = Number(process.env.SYNC_RESUME_FAULT_RUNS ?? 15);
const OWNER = 'train@nyra.test';

/** mulberry32: a small seeded PRNG, so every run is repeatable from its seed. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Tab = ReturnType<ReturnType<typeof createDevice>['openTab']>;

describe('resume editing on a flaky connection', () => {
  let h: RegistryHarness;
  let token: string;
  let userId: string;
  let deviceCount = 0;

  beforeAll(async () => {
    h = await createRegistryHarness('pglite', { env: { RATE_LIMIT_SCALE: '1000' } });
    token = (await h.signIn(OWNER, 'Tess')).access_token;
    const [user] = await h.t.database.db.select().from(users).where(eq(users.email, OWNER));
    userId = user!.id;
  }, 120_000);
  afterAll(async () => h?.close());

  const asUser = (path: string, init: RequestInit = {}) =>
    h.t.app.request(path, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), ...bearer(token) },
    });

  /** A flaky path to the server, driven by the run's PRNG. */
  function flakyNetwork(random: () => number) {
    const network = createNetwork();
    const inner = createTransport(
      () => h.t.app.request.bind(h.t.app),
      () => token,
      network,
    );
    /** Requests the client gave up on that the server is still working on. */
    const late: Array<Promise<unknown>> = [];
    let faults = true;
    const send = async (batch: SyncBatchRequest) => {
      if (faults) {
        const roll = random();
        if (roll < 0.12) throw new SyncSendError('retry', 'offline');
        if (roll < 0.3) network.loseResponses += 1;
        else if (roll < 0.4) network.duplicate += 1;
        else if (roll < 0.52) {
          // Hung: the client times out and aborts; the request reaches the server later.
          late.push(
            new Promise((resolve) => setTimeout(resolve, Math.floor(random() * 5)))
              .then(() => inner(batch))
              .catch(() => {}),
          );
          throw new SyncSendError('retry', 'timed out');
        }
      }
      const answer = await inner(batch);
      return answer;
    };
    return {
      send,
      heal: async () => {
        faults = false;
        network.loseResponses = 0;
        network.duplicate = 0;
        await Promise.all(late);
      },
    };
  }

  /**
   * One device: tabs on one IndexedDB. `reload` drops the sending tab the way a reload does,
   * even in the middle of a request (its rows stay as they were in IndexedDB).
   */
  function openDevice(send: ReturnType<typeof flakyNetwork>['send'], random: () => number) {
    deviceCount += 1;
    const device = createDevice({
      name: `resume-fault-${deviceCount}`,
      owner: () => OWNER,
      send,
      types: [resumeSyncType],
      random,
    });
    device.openTab();
    return {
      device,
      tab: (): Tab => device.tabs[0]!,
      /** The page goes away now, whatever it was doing; a new one opens on the same database. */
      reload(): void {
        const tab = device.tabs[0]!;
        device.tabs.splice(0, 1);
        // The old page's script and its IndexedDB connection end here: whatever it had in
        // flight is never answered on this device (the server may still apply it).
        void tab.engine.stop();
        tab.db.close();
        device.openTab();
      },
    };
  }

  async function newResume(): Promise<string> {
    return OWNED_OBJECT_MAKERS['ready-resume'](asUser);
  }

  async function learnServerCopy(tab: Tab, resumeId: string) {
    const copy = await readResumeCopy(h.t.database.db, userId, resumeId);
    await tab.engine.receiveServerCopies(OWNER, RESUME_DOC_TYPE, [{ docId: resumeId, ...copy }]);
  }

  /** What the resume editor does on each input: the newest value replaces unsent older ones. */
  const type = (tab: Tab, resumeId: string, field: string, value: string) =>
    tab.engine.write({
      owner: OWNER,
      docType: RESUME_DOC_TYPE,
      docId: resumeId,
      op: 'update',
      payload: { [field]: value },
      coalesce: true,
    });

  async function conflicts(tab: Tab): Promise<OutboxRow[]> {
    return (await tab.engine.ownerRows(OWNER)).filter((row) => row.state === 'conflict');
  }

  async function flush(tab: Tab) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await tab.engine.flush();
  }

  async function drain(tab: Tab) {
    for (let round = 0; round < 50; round += 1) {
      await flush(tab);
      const rows = await tab.engine.ownerRows(OWNER);
      if (rows.every((row) => row.state === 'needs-attention' || row.state === 'conflict')) return;
    }
  }

  async function serverResume(resumeId: string) {
    const [row] = await h.t.database.db
      .select()
      .from(resumes)
      .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId)));
    return row!;
  }

  /** Types `field` in bursts on `device` under faults; returns what was typed in the end. */
  async function typeInBursts(
    random: () => number,
    devices: Array<{ d: ReturnType<typeof openDevice>; field: string; typed: string }>,
    resumeId: string,
    seed: number,
  ) {
    const steps = 20 + Math.floor(random() * 30);
    for (let step = 0; step < steps; step += 1) {
      const entry = devices[Math.floor(random() * devices.length)]!;
      const tab = entry.d.tab();
      const roll = random();
      if (roll < 0.6) {
        // A burst of keystrokes, each one a write (the editor's queue may join some).
        const keys = 1 + Math.floor(random() * 6);
        for (let k = 0; k < keys; k += 1) {
          entry.typed += String.fromCharCode(97 + Math.floor(random() * 26));
          await type(tab, resumeId, entry.field, entry.typed);
        }
      } else if (roll < 0.85) {
        await flush(tab);
      } else if (roll < 0.92) {
        // Reload in the middle of a send: the request may or may not reach the server.
        const sending = tab.engine.flush();
        if (random() < 0.5) await new Promise((resolve) => setTimeout(resolve, 0));
        entry.d.reload();
        void sending.catch(() => {});
      } else {
        entry.d.reload();
      }
      for (const other of devices) {
        const found = await conflicts(other.d.tab());
        expect(
          found.map((row) => row.conflict),
          `seed ${seed}: no conflict without another device`,
        ).toEqual([]);
      }
    }
  }

  it(`one device: ${RUNS} seeded runs, zero conflicts, the server holds what was typed`, async () => {
    const only = process.env.SYNC_RESUME_FAULT_SEED;
    const seeds = only ? [Number(only)] : Array.from({ length: RUNS }, (_, i) => 7000 + i);
    for (const seed of seeds) {
      const random = prng(seed);
      const resumeId = await newResume();
      const network = flakyNetwork(prng(seed ^ 0x2545f491));
      const d = openDevice(network.send, prng(seed ^ 0x5bd1e995));
      await learnServerCopy(d.tab(), resumeId);
      const typing = [{ d, field: 'summary', typed: 'Data engineer. ' }];
      await type(d.tab(), resumeId, 'summary', typing[0]!.typed);
      await typeInBursts(random, typing, resumeId, seed);
      await network.heal();
      await drain(d.tab());
      expect(await conflicts(d.tab()), `seed ${seed}: no conflict`).toEqual([]);
      expect(await d.tab().engine.ownerRows(OWNER), `seed ${seed}: outbox drained`).toEqual([]);
      expect((await serverResume(resumeId)).summary, `seed ${seed}: server = typed`).toBe(
        typing[0]!.typed,
      );
      await d.device.closeAll();
    }
  }, 600_000);

  it('two devices typing different fields under faults: zero conflicts, both kept', async () => {
    const seeds = Array.from({ length: Math.max(5, Math.floor(RUNS / 4)) }, (_, i) => 9000 + i);
    for (const seed of seeds) {
      const random = prng(seed);
      const resumeId = await newResume();
      const netA = flakyNetwork(prng(seed ^ 0x1111));
      const netB = flakyNetwork(prng(seed ^ 0x2222));
      const a = openDevice(netA.send, prng(seed ^ 0x3333));
      const b = openDevice(netB.send, prng(seed ^ 0x4444));
      await learnServerCopy(a.tab(), resumeId);
      await learnServerCopy(b.tab(), resumeId);
      const typing = [
        { d: a, field: 'summary', typed: 'A: ' },
        { d: b, field: 'role', typed: 'B: ' },
      ];
      await typeInBursts(random, typing, resumeId, seed);
      await netA.heal();
      await netB.heal();
      await drain(a.tab());
      await drain(b.tab());
      await drain(a.tab());
      for (const { d } of typing) {
        expect(await conflicts(d.tab()), `seed ${seed}: no conflict`).toEqual([]);
        expect(await d.tab().engine.ownerRows(OWNER), `seed ${seed}: drained`).toEqual([]);
      }
      const server = await serverResume(resumeId);
      expect(server.summary, `seed ${seed}`).toBe(typing[0]!.typed);
      expect(server.role, `seed ${seed}`).toBe(typing[1]!.typed);
      await a.device.closeAll();
      await b.device.closeAll();
    }
  }, 600_000);

  it('a re-sent change and the next one of the document, in one batch, both apply', async () => {
    const resumeId = await newResume();
    const { version } = await readResumeCopy(h.t.database.db, userId, resumeId);
    const mutation = (seq: number, summary: string) => ({
      id: crypto.randomUUID(),
      client_id: 'train-device',
      seq,
      doc_type: RESUME_DOC_TYPE,
      doc_id: resumeId,
      op: 'update',
      payload: { summary },
      base_version: version,
    });
    const post = async (mutations: object[]) => {
      const response = await asUser('/api/sync/mutations/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mutations }),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { results: Array<{ status: string }> }).results;
    };
    const first = mutation(1, 'Typed before the tunnel');
    // Applied, but the answer was lost on the way back.
    expect((await post([first])).map((r) => r.status)).toEqual(['applied']);
    // Sent again with the next keystrokes, made on top of it (same base): no 409 round trip.
    const next = mutation(2, 'Typed before the tunnel, and after');
    expect((await post([first, next])).map((r) => r.status)).toEqual(['applied', 'applied']);
    expect((await serverResume(resumeId)).summary).toBe('Typed before the tunnel, and after');
  });

  it('two devices changing the same field unseen: one conflict, on the device that was later', async () => {
    const resumeId = await newResume();
    const netA = flakyNetwork(() => 0.99);
    const netB = flakyNetwork(() => 0.99);
    const a = openDevice(netA.send, () => 0);
    const b = openDevice(netB.send, () => 0);
    await learnServerCopy(a.tab(), resumeId);
    await learnServerCopy(b.tab(), resumeId);
    await type(a.tab(), resumeId, 'summary', 'Written on the laptop');
    await drain(a.tab());
    await type(b.tab(), resumeId, 'summary', 'Written on the phone');
    await drain(b.tab());
    expect(await conflicts(a.tab())).toEqual([]);
    const shown = await conflicts(b.tab());
    expect(shown.map((row) => row.conflict?.fields)).toEqual([
      { summary: { mine: 'Written on the phone', server: 'Written on the laptop' } },
    ]);
    await a.device.closeAll();
    await b.device.closeAll();
  });
});
