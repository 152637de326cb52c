/**
 * Opens the database: PostgreSQL when a URL is given, otherwise the embedded PGlite in DATA_DIR.
 * Both are driven through Drizzle with the same schema and the same migrations, and migrations run
 * under an advisory lock so several API processes can start against one PostgreSQL at once.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import {
  adaptPgliteClient,
  IN_THREAD_SCHEDULING,
  WORKER_SCHEDULING,
  type StatementQueue,
} from './adapt-pglite-client.ts';
import { openPgliteWorker } from './open-pglite-worker.ts';
import { adaptPostgresClient } from './adapt-postgres-client.ts';

export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database's statement queue (PGlite runs one statement at a time). */
  queue?: StatementQueue;
  close(): Promise<void>;
}

/**
 * server/drizzle, found from this module whether it runs from source (server/src/db/) or from the
 * bundle (server/dist/).
 */
const MIGRATIONS_DIR =
  [new URL('../../drizzle', import.meta.url), new URL('../drizzle', import.meta.url)]
    .map((url) => fileURLToPath(url))
    .find((dir) => existsSync(path.join(dir, 'meta', '_journal.json'))) ??
  fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Arbitrary constant key for pg_advisory_lock, so concurrent starts migrate one at a time. */
const MIGRATION_LOCK_KEY = 7_310_221;
const POSTGRES_POOL_SIZE = 10;

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** Directory for PGlite's files; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /**
   * A PGlite data directory dump to start from when `dataDir` holds no database yet (tests, and
   * a first start from the build's template, open an initialised, migrated copy in under a
   * second instead of running initdb).
   */
  loadDataDir?: Blob;
  /**
   * Run PGlite in a worker thread (the server does): it then uses the second core while this
   * thread serves HTTP (docs/reliability.md, Load). Tests open it in this thread, which starts
   * faster; the worker path has its own tests and serves the end-to-end suite.
   */
  inWorker?: boolean;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, {
      max: POSTGRES_POOL_SIZE,
      onnotice: () => {},
    });
    const db = drizzlePostgres({ client: adaptPostgresClient(client) });
    const lockConnection = await client.reserve();
    try {
      await lockConnection`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
      await migratePostgres(db, { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await lockConnection`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
      lockConnection.release();
    }
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      close: () => client.end({ timeout: 5 }),
    };
  }

  let dataDir = options.dataDir;
  if (!dataDir.startsWith('memory://')) {
    dataDir = path.resolve(dataDir, 'pglite');
    await mkdir(dataDir, { recursive: true });
  }
  const client = options.inWorker
    ? await openPgliteWorker(dataDir, options.loadDataDir)
    : await PGlite.create(dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const adapted = adaptPgliteClient(
    client,
    options.inWorker ? WORKER_SCHEDULING : IN_THREAD_SCHEDULING,
  );
  // The worker's client has the part of PGlite's interface Drizzle uses.
  const db = drizzlePglite({ client: adapted.client as PGlite });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    queue: adapted.queue,
    close: () => client.close(),
  };
}
