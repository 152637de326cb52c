import { types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './open-database.ts';
import { openPgliteWorker, type PgliteWorkerClient } from './open-pglite-worker.ts';

describe('openPgliteWorker', () => {
  let client: PgliteWorkerClient | undefined;
  let database: Database | undefined;
  afterEach(async () => {
    await client?.close();
    await database?.close();
    client = undefined;
    database = undefined;
  });

  it('answers queries in both row modes, keeping the types asked for as text', async () => {
    client = await openPgliteWorker('memory://');
    await client.exec(
      "create table t (n int, at timestamptz, doc jsonb); insert into t values (1, '2026-11-27 06:00:00+00', '{\"a\": [1]}')",
    );
    const objects = await client.query<{ n: number; at: unknown; doc: unknown }>('select * from t');
    expect(objects.rows).toEqual([{ n: 1, at: expect.any(Date), doc: { a: [1] } }]);
    const arrays = await client.query('select n, at from t where n = $1', [1], {
      rowMode: 'array',
      parsers: { [types.TIMESTAMPTZ]: (value: string) => value },
    });
    expect(arrays.rows).toEqual([[1, '2026-11-27 06:00:00+00']]);
  });

  it('keeps PostgreSQL error fields (code, constraint) for the caller', async () => {
    client = await openPgliteWorker('memory://');
    await client.exec('create table u (id int primary key)');
    await client.query('insert into u values (1)');
    const error = await client.query('insert into u values (1)').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'u_pkey' });
  });

  it('commits a transaction, rolls back a failed one, and makes other statements wait for it', async () => {
    client = await openPgliteWorker('memory://');
    const db = client;
    await db.exec('create table t (n int)');
    await db.transaction(async (tx) => {
      await tx.query('insert into t values (1)');
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into t values (2)');
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');

    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const holding = db.transaction(async (tx) => {
      await tx.query('insert into t values (3)');
      await gate;
      await tx.query('insert into t values (4)');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Issued while the transaction is open: it sees the transaction's whole result.
    const counted = db.query<{ count: number }>('select count(*)::int as count from t');
    release();
    await holding;
    expect((await counted).rows[0]?.count).toBe(3);
  });

  it('answers statements inside a transaction without waiting for the event loop', async () => {
    // The transaction holds PGlite's lock: its answers must not queue behind other work here.
    client = await openPgliteWorker('memory://');
    let turns = 0;
    await client.transaction(async (tx) => {
      setImmediate(() => (turns += 1));
      for (let i = 0; i < 5; i += 1) await tx.query('select $1::int', [i]);
      expect(turns).toBe(0);
    });
  });

  it('serves Drizzle, migrations included', async () => {
    database = await openDatabase({ dataDir: 'memory://', inWorker: true });
    const result = await database.db.execute(sql`select count(*)::int as count from users`);
    expect(result).toMatchObject({ rows: [{ count: 0 }] });
    expect(database.queue?.size()).toBe(0);
  });

  it('refuses new statements once closed, instead of hanging', async () => {
    const closing = await openPgliteWorker('memory://');
    await closing.close();
    await expect(closing.query('select 1')).rejects.toThrow('the database worker exited');
  });
});
