/**
 * Applies a device's progress changes for one user. Completion follows the newest change
 * (`updatedAt`, last writer wins, so un-marking a lesson also syncs); "last opened" keeps the
 * latest time seen anywhere. Timestamps from the future are clamped to the server's clock so a
 * device with a wrong clock cannot win every later merge. Unknown lessons are skipped. Passed
 * exercises merge as a set union, keeping only ids of the lesson's own exercises.
 */
import { inArray, sql } from 'drizzle-orm';
import type { LessonProgress } from '@/common/courses/progress-schema.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import { lessonProgress, lessons } from '@/server/src/db/schema/courses.ts';

function clamp(iso: string | null, now: Date): Date | null {
  if (iso === null) return null;
  const time = new Date(iso);
  return time > now ? now : time;
}

export async function mergeProgress(
  db: Db,
  userId: string,
  items: LessonProgress[],
  now: Date,
): Promise<void> {
  if (items.length === 0) return;
  // One row per lesson: the ON CONFLICT update may touch each row only once per statement.
  const newest = new Map<string, LessonProgress>();
  for (const item of items) {
    const seen = newest.get(item.lessonId);
    if (!seen) {
      newest.set(item.lessonId, item);
      continue;
    }
    const winner = item.updatedAt > seen.updatedAt ? item : seen;
    const opened = [item.lastOpenedAt, seen.lastOpenedAt].filter((v): v is string => v !== null);
    newest.set(item.lessonId, {
      ...winner,
      lastOpenedAt: opened.sort().at(-1) ?? null,
      exercisesPassed: [...(seen.exercisesPassed ?? []), ...(item.exercisesPassed ?? [])],
    });
  }
  // Each known lesson with the ids of its exercises.
  const known = new Map(
    (
      await db
        .select({ id: lessons.id, paragraphs: lessons.paragraphs })
        .from(lessons)
        .where(inArray(lessons.id, [...newest.keys()]))
    ).map((row) => [
      row.id,
      new Set(row.paragraphs.flatMap((p) => (p.type === 'exercise' ? [p.exerciseId] : []))),
    ]),
  );
  const rows = [...newest.values()].flatMap((item) => {
    const exercises = known.get(item.lessonId);
    if (!exercises) return [];
    const passed = new Set((item.exercisesPassed ?? []).filter((id) => exercises.has(id)));
    return [
      {
        userId,
        lessonId: item.lessonId,
        completedAt: clamp(item.completedAt, now),
        lastOpenedAt: clamp(item.lastOpenedAt, now),
        updatedAt: clamp(item.updatedAt, now) ?? now,
        exercisesPassed: [...passed].sort(),
      },
    ];
  });
  if (rows.length === 0) return;
  await db
    .insert(lessonProgress)
    .values(rows)
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonId],
      set: {
        completedAt: sql`case when excluded.updated_at > lesson_progress.updated_at
          then excluded.completed_at else lesson_progress.completed_at end`,
        lastOpenedAt: sql`greatest(lesson_progress.last_opened_at, excluded.last_opened_at)`,
        updatedAt: sql`greatest(lesson_progress.updated_at, excluded.updated_at)`,
        exercisesPassed: sql`array(select distinct id from unnest(lesson_progress.exercises_passed || excluded.exercises_passed) as id order by id)`,
        // Old clients' merges are changes too: the sync engine's compare-and-set must see them.
        version: sql`lesson_progress.version + 1`,
      },
    });
}
