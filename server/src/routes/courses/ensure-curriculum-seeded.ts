/**
 * Seeds the built-in curriculum once per open database: at start-up (main.ts) and, as a safety
 * net, before the first course request of an app built without that step (tests). A failure is
 * forgotten so the next request tries again instead of failing forever.
 */
import type { Database } from '../../db/open-database.ts';
import { BUILT_IN_CURRICULUM } from './seed/built-in-curriculum.ts';
import { seedCurriculum } from './seed/seed-curriculum.ts';

const seeding = new WeakMap<Database, Promise<void>>();

export function ensureCurriculumSeeded(database: Database): Promise<void> {
  let pending = seeding.get(database);
  if (!pending) {
    pending = seedCurriculum(database.db, BUILT_IN_CURRICULUM).then(() => undefined);
    seeding.set(database, pending);
    pending.catch(() => seeding.delete(database));
  }
  return pending;
}
