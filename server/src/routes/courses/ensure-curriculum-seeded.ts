/**
 * Brings the database up to date with the content files (content/courses/) once per open
 * database: at start-up (main.ts) and, as a safety net, before the first course request of an
 * app built without that step (tests). A failure is forgotten so the next request tries again
 * instead of failing forever.
 */
import { loadBuiltInCurriculum } from '@/server/src/content/load-built-in-curriculum.ts';
import { syncCurriculum } from '@/server/src/content/sync-curriculum.ts';
import type { Database } from '@/server/src/db/open-database.ts';

const seeding = new WeakMap<Database, Promise<void>>();

export function ensureCurriculumSeeded(database: Database, contentDir?: string): Promise<void> {
  let pending = seeding.get(database);
  if (!pending) {
    pending = (async () => {
      await syncCurriculum(database.db, await loadBuiltInCurriculum(contentDir));
    })();
    seeding.set(database, pending);
    pending.catch(() => seeding.delete(database));
  }
  return pending;
}
