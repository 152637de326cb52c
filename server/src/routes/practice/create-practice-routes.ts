/**
 * Practice sync, owner-only by construction (the user always comes from the token):
 * - `POST /practice/attempts/`  store a batch of the caller's attempts (idempotent by id)
 * - `GET  /practice/progress/`  the caller's progress per problem
 */
import { Hono } from 'hono';
import { API_ROUTES } from '@/common/http/api-paths.ts';
import {
  syncAttemptsRequestSchema,
  type PracticeProgressResponse,
  type SyncAttemptsResponse,
} from '@/common/practice/attempt-schema.ts';
import { requireUser } from '@/server/src/auth/require-user.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import { readJsonBody } from '@/server/src/http/read-json-body.ts';
import { readPracticeProgress } from './read-practice-progress.ts';
import { storeAttempts } from './store-attempts.ts';

export function createPracticeRoutes(db: Db, now: () => Date): Hono {
  return new Hono()
    .post(API_ROUTES.practice.attempts, requireUser, async (c) => {
      const { attempts } = await readJsonBody(c, syncAttemptsRequestSchema);
      const accepted = await storeAttempts(db, c.get('user').id, attempts, now());
      const body: SyncAttemptsResponse = { accepted };
      return c.json(body);
    })
    .get(API_ROUTES.practice.progress, requireUser, async (c) => {
      const body: PracticeProgressResponse = {
        problems: await readPracticeProgress(db, c.get('user').id),
      };
      return c.json(body);
    });
}
