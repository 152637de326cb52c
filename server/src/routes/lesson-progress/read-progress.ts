import { eq } from 'drizzle-orm';
import type { LessonProgress } from '@/common/courses/progress-schema.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import { lessonProgress } from '@/server/src/db/schema/courses.ts';

/** Every progress row of one user; nobody else's rows can be reached through this query. */
export async function readProgress(db: Db, userId: string): Promise<LessonProgress[]> {
  const rows = await db.select().from(lessonProgress).where(eq(lessonProgress.userId, userId));
  return rows.map((row) => ({
    lessonId: row.lessonId,
    completedAt: row.completedAt?.toISOString() ?? null,
    lastOpenedAt: row.lastOpenedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    exercisesPassed: row.exercisesPassed,
    version: row.version,
  }));
}
