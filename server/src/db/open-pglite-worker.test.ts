import { types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './open-database.ts';
import { openPgliteWorker, type PgliteWorkerClient } from './open-pglite-worker.ts';

describe('openPgliteWorker', () => {
  // Starting a worker runs initdb (seconds under load), so the tests that only query share one;
  // each uses its own tables. Opening with migrations and closing get a fresh one below.
  let client: PgliteWorkerClient;
  let database: Database | undefined;
  beforeAll(async () => {
    client = await openPgliteWorker('memory://');
  });
  afterAll(async () => {
    await client.close();
  });
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('answers queries in both row modes, keeping the types asked for as text', async () => {
    await client.exec(
      "create table row_modes (n int, at timestamptz, doc jsonb); insert into row_modes values (1, '2026-11-27 06:00:00+00', '{\"a\": [1]}')",
    );
    const objects = await client.query<{ n: number; at: unknown; doc: unknown }>(
      'select * from row_modes',
    );
    expect(objects.rows).toEqual([{ n: 1, at: expect.any(Date), doc: { a: [1] } }]);
    const arrays = await client.query('select n, at from row_modes where n = $1', [1], {
      rowMode: 'array',
      parsers: { [types.TIMESTAMPTZ]: (value: string) => value },
    });
    expect(arrays.rows).toEqual([[1, '2026-11-27 06:00:00+00']]);
  });

  it('keeps PostgreSQL error fields (code, constraint) for the caller', async () => {
    await client.exec('create table u (id int primary key)');
    await client.query('insert into u values (1)');
    const error = await client.query('insert into u values (1)').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'u_pkey' });
  });

  it('commits a transaction, rolls back a failed one, and makes other statements wait for it', async () => {
    const db = client;
    await db.exec('create table tx (n int)');
    await db.transaction(async (tx) => {
      await tx.query('insert into tx values (1)');
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into tx values (2)');
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');

    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const holding = db.transaction(async (tx) => {
      await tx.query('insert into tx values (3)');
      await gate;
      await tx.query('insert into tx values (4)');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Issued while the transaction is open: it sees the transaction's whole result.
    const counted = db.query<{ count: number }>('select count(*)::int as count from tx');
    release();
    await holding;
    expect((await counted).rows[0]?.count).toBe(3);
  });

  it('answers statements inside a transaction without waiting for the event loop', async () => {
    // The transaction holds PGlite's lock: its answers must not queue behind other work here.
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
