import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Health } from '@/common/api/health-schema.ts';
import { API_ROUTES } from '@/common/http/api-paths.ts';
import type { Database } from '@/server/src/db/open-database.ts';
import { HttpError } from '@/server/src/http/http-error.ts';

/**
 * How long a successful database ping is trusted. Load balancers poll health often; pinging the
 * database on every poll would make health checks compete with real traffic (PGlite is
 * single-threaded), while a one-second-old answer is just as useful.
 */
const DB_PING_TTL_MS = 1_000;

/** `GET /api/health`: 200 once the database answers, 503 otherwise. */
export function createHealthRoutes(database: Database, version: string): Hono {
  let lastPingOkAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<void> | undefined;

  const ping = async () => {
    if (performance.now() - lastPingOkAt < DB_PING_TTL_MS) return;
    // Concurrent health requests share one ping.
    pending ??= database.db
      .execute(sql`select 1`)
      .then(() => {
        lastPingOkAt = performance.now();
      })
      .finally(() => {
        pending = undefined;
      });
    await pending;
  };

  return new Hono().get(API_ROUTES.health, async (c) => {
    try {
      await ping();
    } catch {
      throw new HttpError(503, 'unavailable', 'The database is not reachable.');
    }
    const body: Health = { status: 'ok', database: database.kind, version };
    return c.json(body);
  });
}
