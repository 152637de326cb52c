/**
 * The PostgreSQL client wrapper (server/src/db/adapt-postgres-client.ts): transactions on a
 * reserved connection commit, roll back and nest with savepoints like postgres.js's own, and many
 * concurrent transactions mixed with prepared queries all succeed. (The postgres.js 3.4.9 BEGIN
 * race the wrapper avoids needs socket back-pressure under load; this does not reproduce it, the
 * write bench at 200 connections did.) Runs only with TEST_DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/server/src/db/open-database.ts';

const baseUrl = process.env.TEST_DATABASE_URL;

describe.runIf(baseUrl)('PostgreSQL client wrapper', () => {
  const name = `nyra_test_${randomBytes(6).toString('hex')}`;
  let admin: postgres.Sql;
  let database: Database;

  beforeAll(async () => {
    admin = postgres(baseUrl!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(baseUrl!);
    url.pathname = `/${name}`;
    database = await openDatabase({ dataDir: 'unused', databaseUrl: url.toString() });
    await database.db.execute(sql`create table wrapper_probe (v int not null)`);
  });

  afterAll(async () => {
    await database?.close();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  const values = async () => {
    // postgres.js answers a list of row objects; the shared Db type leaves it unknown.
    const rows = (await database.db.execute(
      sql`select v from wrapper_probe order by v`,
    )) as unknown as { v: number }[];
    return rows.map((row) => Number(row.v));
  };

  it('commits, rolls back, and rolls back only a failed nested transaction', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into wrapper_probe values (${1})`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into wrapper_probe values (${2})`);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into wrapper_probe values (${3})`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(sql`insert into wrapper_probe values (${4})`);
          throw new Error('inner abort');
        }),
      ).rejects.toThrow('inner abort');
      await tx.transaction(async (inner) => {
        await inner.execute(sql`insert into wrapper_probe values (${5})`);
      });
    });
    expect(await values()).toEqual([1, 3, 5]);
  });

  it('runs many concurrent transactions among prepared queries without errors', async () => {
    await database.db.execute(sql`delete from wrapper_probe`);
    const work = Array.from({ length: 400 }, (_, i) =>
      i % 2 === 0
        ? database.db.transaction(async (tx) => {
            await tx.execute(sql`insert into wrapper_probe values (${i})`);
            await tx.execute(sql`select count(*) from wrapper_probe where v = ${i}`);
          })
        : database.db.execute(sql`select count(*) from wrapper_probe where v = ${i}`),
    );
    await Promise.all(work);
    expect(await values()).toHaveLength(200);
  });
});
