import { lessons } from '@/server/src/db/schema/courses.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import { readingMinutesSql } from '../courses/reading-minutes-sql.ts';

/** Reading time of every lesson, by id: a planned lesson's duration comes from its content. */
export async function readPlanLessonMinutes(db: Db): Promise<Record<string, number>> {
  const rows = await db.select({ id: lessons.id, minutes: readingMinutesSql }).from(lessons);
  return Object.fromEntries(rows.map((row) => [row.id, Number(row.minutes)]));
}
