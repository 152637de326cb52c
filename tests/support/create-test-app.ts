/**
 * Builds the real application (`createApp`) for an API integration test on a private database:
 * a fresh PGlite copied from the migrated template, or a freshly created PostgreSQL database on
 * the server at TEST_DATABASE_URL (dropped again by `close`). Nothing of ours is mocked.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import { createApp, type AppDeps } from '@/server/src/create-app.ts';
import { openDatabase, type Database } from '@/server/src/db/open-database.ts';
import { loadEnv, type Env } from '@/server/src/env.ts';
import { PGLITE_TEMPLATE_FILE } from './pglite-template.ts';
import type { TestDatabaseKind } from './test-databases.ts';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: Database;
  env: Env;
  /** Sends a request to the app as a client would (path relative to the origin). */
  request: (path: string, init?: RequestInit) => Promise<Response>;
  close: () => Promise<void>;
}

export interface CreateTestAppOptions extends Partial<Omit<AppDeps, 'env' | 'database'>> {
  kind?: TestDatabaseKind;
  /** Extra environment variables (as strings, like the real environment). */
  env?: Record<string, string>;
  /**
   * A PGlite database on disk in this folder instead of in memory, kept after `close`, so a
   * test can "restart" on the same data (content updates at start-up).
   */
  pgliteDataDir?: string;
}

async function openTestDatabase(
  kind: TestDatabaseKind,
  pgliteDataDir?: string,
): Promise<{
  database: Database;
  drop: () => Promise<void>;
}> {
  if (kind === 'pglite') {
    const exists = pgliteDataDir && existsSync(path.join(pgliteDataDir, 'pglite', 'PG_VERSION'));
    const dump = exists ? undefined : new Blob([await readFile(PGLITE_TEMPLATE_FILE)]);
    const database = await openDatabase({
      dataDir: pgliteDataDir ?? 'memory://',
      ...(dump ? { loadDataDir: dump } : {}),
    });
    return { database, drop: async () => {} };
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `nyra_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ dataDir: 'unused', databaseUrl: url.toString() });
  return {
    database,
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export async function createTestApp(options: CreateTestAppOptions = {}): Promise<TestApp> {
  const { kind = 'pglite', env: envOverrides = {}, pgliteDataDir, ...deps } = options;
  const env = loadEnv({
    DATA_DIR: path.resolve('.tmp/test-data', randomBytes(4).toString('hex')),
    WEB_ROOT: path.resolve('.tmp/no-web-root'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...envOverrides,
  });
  const { database, drop } = await openTestDatabase(kind, pgliteDataDir);
  const app = createApp({ ...deps, env, database });
  return {
    app,
    database,
    env,
    request: async (requestPath, init) => app.request(requestPath, init),
    close: async () => {
      await database.close();
      await drop();
    },
  };
}
