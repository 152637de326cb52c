/**
 * A write of this device that applies on top of another device's change it has not seen (the
 * server's version jumps by more than its own write) must not make the device believe it knows
 * the document at the new version: its next edit of the field the other device changed would
 * then pass the server's per-field check and overwrite that change without anyone seeing it.
 * Resumes compare and set per field, so they are where this shows. Real app, real engine;
 * IndexedDB from fake-indexeddb.
 */
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RESUME_DOC_TYPE } from '@/common/resume/resume-edit-schema.ts';
import { resumes } from '@/server/src/db/schema/resumes.ts';
import { users } from '@/server/src/db/schema/users.ts';
import { readResumeCopy } from '@/server/src/routes/resume/resume-document-types.ts';
import { resumeSyncType } from '@/src/features/resumes/storage/resume-sync-types.ts';
import { OWNED_OBJECT_MAKERS } from '../support/route-table.ts';
import { createDevice, createNetwork, createTransport } from '../support/sync-test-device.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';
import { bearer, createRegistryHarness, type RegistryHarness } from './registry-harness.ts';

const ADA = 'ada@nyra.test';
let deviceCount = 0;

describe.each(testDatabaseKinds())('sync version gap on %s', (kind) => {
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
    deviceCount += 1;
    const d = createDevice({
      name: `gap-${kind}-${deviceCount}`,
      owner: () => ADA,
      send: createTransport(
        () => h.t.app.request.bind(h.t.app),
        () => token,
        createNetwork(),
      ),
      types: [resumeSyncType],
      random: () => 0,
    });
    cleanups.push(() => d.closeAll());
    return d.openTab();
  }

  async function drain(tab: ReturnType<typeof device>) {
    for (let round = 0; round < 20; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      await tab.engine.flush();
      const rows = await tab.engine.ownerRows(ADA);
      if (rows.every((row) => row.state === 'needs-attention' || row.state === 'conflict'))
        return rows;
    }
    return tab.engine.ownerRows(ADA);
  }

  const edit = (tab: ReturnType<typeof device>, resumeId: string, payload: object) =>
    tab.engine.write({
      owner: ADA,
      docType: RESUME_DOC_TYPE,
      docId: resumeId,
      op: 'update',
      payload: payload as Record<string, unknown>,
    });

  it("shows a field another device changed as a conflict after this device's write jumped past it", async () => {
    const resumeId = await OWNED_OBJECT_MAKERS['ready-resume']((path, init = {}) =>
      h.t.app.request(path, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), ...bearer(token) },
      }),
    );
    const [user] = await h.t.database.db.select().from(users).where(eq(users.email, ADA));
    const copy = await readResumeCopy(h.t.database.db, user!.id, resumeId);
    const a = device();
    const b = device();
    for (const tab of [a, b]) {
      await tab.engine.receiveServerCopies(ADA, RESUME_DOC_TYPE, [{ docId: resumeId, ...copy }]);
    }

    // B changes the city; A, not knowing, changes the role: both apply (different fields).
    await edit(b, resumeId, { city: 'Bergen' });
    expect(await drain(b)).toEqual([]);
    await edit(a, resumeId, { role: 'Analytics engineer' });
    expect(await drain(a)).toEqual([]);

    // A now edits the city B changed: that is a conflict for the user, never a silent overwrite.
    await edit(a, resumeId, { city: 'Trondheim' });
    const rows = await drain(a);
    expect(rows.map((row) => row.state)).toEqual(['conflict']);
    const [server] = await h.t.database.db
      .select()
      .from(resumes)
      .where(and(eq(resumes.id, resumeId), eq(resumes.userId, user!.id)));
    expect(server?.city).toBe('Bergen');
    expect(server?.role).toBe('Analytics engineer');

    // Once the user keeps their value, it is sent against the current copy: both values were seen.
    const conflict = rows[0]!;
    await a.engine.resolveConflict(conflict.id, { city: 'mine' });
    expect(await drain(a)).toEqual([]);
    const [resolved] = await h.t.database.db.select().from(resumes).where(eq(resumes.id, resumeId));
    expect(resolved?.city).toBe('Trondheim');
    expect(resolved?.role).toBe('Analytics engineer');
  });
});
