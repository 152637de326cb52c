import {
  lessonProgressRowSchema,
  type LessonProgressRow,
} from '../../../../common/learning/learning-rows-schema.ts';
import { db } from '../../../lib/db.ts';

/** The owner's progress rows by lesson id; rows that fail validation are ignored. */
export async function readProgressRows(owner: string): Promise<Map<string, LessonProgressRow>> {
  const rows = await db.lessonProgress.where('owner').equals(owner).toArray();
  const byLesson = new Map<string, LessonProgressRow>();
  for (const row of rows) {
    const parsed = lessonProgressRowSchema.safeParse(row);
    if (parsed.success) byLesson.set(parsed.data.lessonId, parsed.data);
  }
  return byLesson;
}
