import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
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
 * Adds a lesson ("video", product.md#lesson-form) to a module with its paragraphs in the order given.
 * 404 when the module does not exist; 400 naming `videoFileId` when the upload is unknown.
 */
export async function createLesson(
  db: Db,
  moduleId: string,
  input: CreateLessonRequest,
  authorId: string,
): Promise<CreatedLessonResponse> {
  const [module] = await db
    .select({ id: courseModules.id, courseId: courseModules.courseId })
    .from(courseModules)
    .where(eq(courseModules.id, moduleId));
  if (!module) throw new HttpError(404, 'module_not_found', 'That module no longer exists.');
  if (input.videoFileId) await requireVideoFile(db, input.videoFileId);
  const id = randomUUID();
  const paragraphs = toStoredParagraphs(id, input.paragraphs);
  await db.insert(lessons).values({
    id,
    moduleId,
    title: input.title,
    description: input.description ?? '',
    displayOrder: input.displayOrder,
    videoFileId: input.videoFileId ?? null,
    paragraphs,
    createdBy: authorId,
  });
  return { id, moduleId, courseId: module.courseId, title: input.title };
}
