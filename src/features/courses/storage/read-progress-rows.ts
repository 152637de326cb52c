import {
  lessonProgressRowSchema,
  type LessonProgressRow,
} from '@/common/courses/courses-rows-schema.ts';
import { db } from '@/src/lib/db.ts';

/**
 * The owner's progress rows by lesson id; rows that fail validation are ignored. Lessons used to
 * key rows by the e-mail as the server spelled it, not lower-cased: such rows of this session
 * still count (the newer row of a lesson wins, keeping the latest opening of both).
 */
export async function readProgressRows(owner: string): Promise<Map<string, LessonProgressRow>> {
  const rows = await db.lessonProgress.where('owner').equalsIgnoreCase(owner).toArray();
  const byLesson = new Map<string, LessonProgressRow>();
  for (const row of rows) {
    const parsed = lessonProgressRowSchema.safeParse(row);
    if (!parsed.success) continue;
    const other = byLesson.get(parsed.data.lessonId);
    byLesson.set(parsed.data.lessonId, other ? newerOf(parsed.data, other, owner) : parsed.data);
  }
  return byLesson;
}

function newerOf(a: LessonProgressRow, b: LessonProgressRow, owner: string): LessonProgressRow {
  const order = Date.parse(a.updatedAt) - Date.parse(b.updatedAt);
  const [winner, loser] = order > 0 || (order === 0 && a.owner === owner) ? [a, b] : [b, a];
  const opened = [winner.lastOpenedAt, loser.lastOpenedAt].flatMap((at) => (at ? [at] : []));
  opened.sort((x, y) => Date.parse(y) - Date.parse(x));
  return { ...winner, lastOpenedAt: opened[0] ?? null };
}
