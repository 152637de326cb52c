/**
 * The embedded database under a saturated queue: a new API request is answered at once with 503
 * and Retry-After instead of joining a queue it cannot leave in time, and requests are served
 * again once the queue drains. The queue is held by an open transaction (PGlite runs one at a
 * time) rather than by load, so the test does not depend on the machine's speed.
 */
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/create-test-app.ts';

describe('overload on the embedded database', () => {
  let t: TestApp | undefined;
  afterEach(async () => t?.close());

  it('answers 503 with Retry-After while the queue is saturated, and serves again after', async () => {
    t = await createTestApp({ shedAfterMs: 50 });
    const app = t;
    expect((await app.request('/api/resume/')).status).toBe(401);

    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const holding = app.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await gate;
    });
    // A statement that has to wait behind the transaction: the queue's oldest entry. (Drizzle's
    // query is lazy: it runs once something calls its `then`.)
    const waiting = Promise.resolve(app.database.db.execute(sql`select 1`));

    await expect
      .poll(async () => (await app.request('/api/resume/')).status, { timeout: 10_000 })
      .toBe(503);
    const shed = await app.request('/api/sync/mutations/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mutations: [] }),
    });
    expect(shed.status).toBe(503);
    expect(shed.headers.get('retry-after')).toBe('1');
    expect(await shed.json()).toMatchObject({ code: 'busy', retry_after_s: 1 });

    release();
    await holding;
    await waiting;
    expect((await app.request('/api/resume/')).status).toBe(401);
  });

  it('an idle queue sheds nothing, even with a zero threshold', async () => {
    t = await createTestApp({ shedAfterMs: 0 });
    for (let i = 0; i < 5; i += 1) expect((await t.request('/api/resume/')).status).toBe(401);
  });
});
