import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type {
  CreateLessonRequest,
  CreatedLessonResponse,
} from '@/common/courses/authoring-schema.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import { courseModules, lessons } from '@/server/src/db/schema/courses.ts';
import { HttpError } from '@/server/src/http/http-error.ts';
import { requireVideoFile } from './require-video-file.ts';
import { toStoredParagraphs } from './to-stored-paragraphs.ts';

/**
 * Edits a lesson ("video", product.md#lesson-form), built-in ones included, with the request of the Add
 * Video form: title, display order, description and the paragraphs, which replace the old ones.
 * `videoFileId` absent keeps the video, null removes it, an id replaces it. The row becomes the
 * admin's (`source` 'admin'), so the content files never overwrite the edit.
 * Taking the display order of a sibling inserts it there: that sibling and the ones after it
 * move down by one, so "1" means first.
 * The form cannot hold graded exercises (content files only), so the lesson's exercise paragraphs
 * are kept, after the edited ones.
 * 404 when the lesson does not exist; 400 naming `videoFileId` when the upload is unknown.
 */
export async function updateLesson(
  db: Db,
  lessonId: string,
  input: CreateLessonRequest,
): Promise<CreatedLessonResponse> {
  if (input.videoFileId) await requireVideoFile(db, input.videoFileId);
  const edited = toStoredParagraphs(lessonId, input.paragraphs);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ moduleId: lessons.moduleId, paragraphs: lessons.paragraphs })
      .from(lessons)
      .where(eq(lessons.id, lessonId));
    if (!current) throw new HttpError(404, 'lesson_not_found', 'This lesson does not exist.');
    const exercises = current.paragraphs.filter((paragraph) => paragraph.type === 'exercise');
    const paragraphs = [
      ...edited,
      ...exercises.map((paragraph, index) => ({
        ...paragraph,
        id: `${lessonId}-p${edited.length + index + 1}`,
        order: edited.length + index + 1,
      })),
    ];
    const siblings = and(eq(lessons.moduleId, current.moduleId), ne(lessons.id, lessonId));
    const [taken] = await tx
      .select({ id: lessons.id })
      .from(lessons)
      .where(and(siblings, eq(lessons.displayOrder, input.displayOrder)))
      .limit(1);
    if (taken) {
      await tx
        .update(lessons)
        .set({ displayOrder: sql`${lessons.displayOrder} + 1` })
        .where(and(siblings, gte(lessons.displayOrder, input.displayOrder)));
    }
    const [row] = await tx
      .update(lessons)
      .set({
        title: input.title,
        displayOrder: input.displayOrder,
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.videoFileId !== undefined ? { videoFileId: input.videoFileId } : {}),
        paragraphs,
        source: 'admin',
        updatedAt: new Date(),
      })
      .where(eq(lessons.id, lessonId))
      .returning({ id: lessons.id, moduleId: lessons.moduleId, title: lessons.title });
    if (!row) throw new HttpError(404, 'lesson_not_found', 'This lesson does not exist.');
    const [module] = await tx
      .select({ courseId: courseModules.courseId })
      .from(courseModules)
      .where(eq(courseModules.id, row.moduleId));
    return {
      id: row.id,
      moduleId: row.moduleId,
      courseId: module?.courseId ?? '',
      title: row.title,
    };
  });
}
