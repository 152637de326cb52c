/**
 * Creates a fresh, empty PostgreSQL database for one benchmark run on the server at
 * BENCH_DATABASE_URL (default: the CI server, postgres://postgres@127.0.0.1:5432/test), so runs
 * never see each other's rows. `drop()` removes it (connections are closed by force).
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

export const BENCH_DATABASE_BASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** @param {string} label letters only; part of the database name */
export async function createBenchDatabase(label) {
  const name = `nyra_bench_${label}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(BENCH_DATABASE_BASE_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(BENCH_DATABASE_BASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    /** A client on the new database, for checks the API does not expose. */
    connect: () => postgres(url.toString(), { max: 2, onnotice: () => {} }),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
