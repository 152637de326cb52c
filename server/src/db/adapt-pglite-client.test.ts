import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { adaptPgliteClient } from './adapt-pglite-client.ts';

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
  let client: PGlite | undefined;
  afterEach(async () => {
    await client?.close();
  });

  it('lets the event loop run between the statements of queued transactions', async () => {
    client = await PGlite.create('memory://');
    await client.exec('create table t (n int)');
    const plain = await burst(client);
    const adapted = await burst(adaptPgliteClient(client));
    // Without the adapter the whole queue drains before Node can accept or read a socket.
    expect(plain.endedAtFirstTurn).toBe(TRANSACTIONS);
    expect(adapted.endedAtFirstTurn).toBeLessThan(TRANSACTIONS);
    expect(adapted.ended).toBe(TRANSACTIONS);
    const { rows } = await client.query<{ count: number }>('select count(*)::int as count from t');
    expect(rows[0]?.count).toBe(2 * TRANSACTIONS);
  });

  it('keeps transactions atomic: a failed one leaves nothing behind', async () => {
    client = await PGlite.create('memory://');
    await client.exec('create table t (n int)');
    const adapted = adaptPgliteClient(client);
    await expect(
      adapted.transaction(async (tx) => {
        await tx.query('insert into t values (1)');
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const { rows } = await adapted.query<{ count: number }>('select count(*)::int as count from t');
    expect(rows[0]?.count).toBe(0);
  });
});
