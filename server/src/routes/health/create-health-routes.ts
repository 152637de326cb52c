import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Health } from '../../../../common/api/health-schema.ts';
import type { Database } from '../../db/open-database.ts';
import { HttpError } from '../../http/http-error.ts';

/** `GET /api/health`: 200 once the database answers, 503 otherwise (load balancers use this). */
export function createHealthRoutes(database: Database, version: string): Hono {
  return new Hono().get('/', async (c) => {
    try {
      await database.db.execute(sql`select 1`);
    } catch {
      throw new HttpError(503, 'unavailable', 'The database is not reachable.');
    }
    const body: Health = { status: 'ok', database: database.kind, version };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });
}
