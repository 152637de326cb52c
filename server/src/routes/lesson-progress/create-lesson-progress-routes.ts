/**
 * Lesson progress, owner-only by construction (the user always comes from the access token):
 * - `GET /lesson-progress/`  the caller's progress rows
 * - `PUT /lesson-progress/`  merge a batch of the caller's changes; answers the merged rows
 * Kept outside /courses so the service worker never caches one user's progress for another.
 */
import { Hono } from 'hono';
import { API_ROUTES } from '@/common/http/api-paths.ts';
import {
  progressSyncRequestSchema,
  type ProgressListResponse,
} from '@/common/courses/progress-schema.ts';
import { requireUser } from '@/server/src/auth/require-user.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import { readJsonBody } from '@/server/src/http/read-json-body.ts';
import { mergeProgress } from './merge-progress.ts';
import { readProgress } from './read-progress.ts';

export function createLessonProgressRoutes(db: Db, now: () => Date): Hono {
  return new Hono()
    .get(API_ROUTES.lessonProgress, requireUser, async (c) => {
      const body: ProgressListResponse = { items: await readProgress(db, c.get('user').id) };
      return c.json(body);
    })
    .put(API_ROUTES.lessonProgress, requireUser, async (c) => {
      const { items } = await readJsonBody(c, progressSyncRequestSchema);
      const userId = c.get('user').id;
      await mergeProgress(db, userId, items, now());
      const body: ProgressListResponse = { items: await readProgress(db, userId) };
      return c.json(body);
    });
}
