import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adaptPgliteClient } from './adapt-pglite-client.ts';
import { statementOrder } from './statement-order.ts';

const TRANSACTIONS = 50;

/** Starts TRANSACTIONS two-statement transactions at once; reports how many had ended when the
 * event loop next got a turn (a setImmediate queued after them), and how many ended in all. */
async function burst(client: PGlite): Promise<{ endedAtFirstTurn: number; ended: number }> {
  let ended = 0;
  const all = Array.from({ length: TRANSACTIONS }, (_, index) =>
    client
      .transaction(async (tx) => {
        await tx.query('insert into t values ($1)', [index]);
        await tx.query('select count(*) from t');
      })
      .then(() => {
        ended += 1;
      }),
  );
  const endedAtFirstTurn = await new Promise<number>((resolve) =>
    setImmediate(() => resolve(ended)),
  );
  await Promise.all(all);
  return { endedAtFirstTurn, ended };
}

describe('adaptPgliteClient', () => {
  // PGlite.create runs initdb (seconds under load), so the tests share one instance, each with its
  // own adapter and tables; only the test that closes the client opens its own.
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create('memory://');
  });
  afterAll(async () => {
    await client.close();
  });

  it('lets the event loop run between the statements of queued transactions', async () => {
    await client.exec('create table t (n int)');
    const plain = await burst(client);
    const adapted = await burst(adaptPgliteClient(client).client);
    // Without the adapter the whole queue drains before Node can accept or read a socket.
    expect(plain.endedAtFirstTurn).toBe(TRANSACTIONS);
    expect(adapted.endedAtFirstTurn).toBeLessThan(TRANSACTIONS);
    expect(adapted.ended).toBe(TRANSACTIONS);
    const { rows } = await client.query<{ count: number }>('select count(*)::int as count from t');
    expect(rows[0]?.count).toBe(2 * TRANSACTIONS);
  });

  it('gives the event loop a turn between statements, so a long queue cannot starve new connections', async () => {
    // Node accepts one new connection per turn of its event loop; when a turn drained the whole
    // queue (80 statements, ≈ 85 ms) the 200th connection's first request waited 7–10 s under
    // the load bench (docs/reliability.md, Load). With no time budget: one statement per turn.
    const adapted = adaptPgliteClient(client, { turnMs: 0, slots: 1 }).client;
    const STATEMENTS = 50;
    let done = 0;
    const perTurn: number[] = [];
    let seen = 0;
    let stopped = false;
    const countTurn = () => {
      perTurn.push(done - seen);
      seen = done;
      if (!stopped) setImmediate(countTurn);
    };
    setImmediate(countTurn);
    await Promise.all(
      Array.from({ length: STATEMENTS }, (_, index) =>
        adapted.query('select $1::int as n', [index]).then(() => {
          done += 1;
        }),
      ),
    );
    stopped = true;
    perTurn.push(done - seen);
    expect(done).toBe(STATEMENTS);
    expect(Math.max(...perTurn)).toBe(1);
  });

  it('serves statements oldest request first, then in the order they were issued', async () => {
    const { client: adapted } = adaptPgliteClient(client);
    const served: string[] = [];
    const issue = (label: string, requestStartedAt?: number) => {
      const run = () => adapted.query('select 1').then(() => served.push(label));
      return requestStartedAt === undefined ? run() : statementOrder.run(requestStartedAt, run);
    };
    const now = performance.now();
    await Promise.all([
      issue('new request', now),
      issue('job, no request'),
      issue('older request', now - 500),
      issue('oldest request, first statement', now - 900),
      issue('oldest request, second statement', now - 900),
    ]);
    expect(served).toEqual([
      'oldest request, first statement',
      'oldest request, second statement',
      'older request',
      'new request',
      'job, no request',
    ]);
  });

  it('keeps transactions atomic: a failed one leaves nothing behind', async () => {
    await client.exec('create table atomic (n int)');
    const adapted = adaptPgliteClient(client).client;
    await expect(
      adapted.transaction(async (tx) => {
        await tx.query('insert into atomic values (1)');
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const { rows } = await adapted.query<{ count: number }>(
      'select count(*)::int as count from atomic',
    );
    expect(rows[0]?.count).toBe(0);
  });

  it('counts statements waiting behind an open transaction, oldest first, and forgets them once done', async () => {
    const { client: adapted, queue } = adaptPgliteClient(client);
    expect(queue.size()).toBe(0);
    expect(queue.oldestWaitMs()).toBe(0);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const holding = adapted.transaction(async (tx) => {
      await tx.query('select 1');
      entered();
      await gate;
    });
    const waiting = [adapted.query('select 1'), adapted.query('select 2')];
    // Wait for the transaction's own statement to be done (a fixed 20 ms was not enough under
    // load: it was still counted, 3 instead of 2), then a little so the reads have waited.
    await inside;
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Both reads wait for the transaction's lock.
    expect(queue.size()).toBe(2);
    expect(queue.oldestWaitMs()).toBeGreaterThan(0);
    release();
    await holding;
    await Promise.all(waiting);
    expect(queue.size()).toBe(0);
    expect(queue.oldestWaitMs()).toBe(0);
  });

  it('forgets a transaction that failed to start', async () => {
    // Closes its client, so not the shared one.
    const closing = await PGlite.create('memory://');
    const { client: adapted, queue } = adaptPgliteClient(closing);
    await closing.close();
    await expect(adapted.transaction(async () => {})).rejects.toThrow();
    expect(queue.size()).toBe(0);
  });
});
