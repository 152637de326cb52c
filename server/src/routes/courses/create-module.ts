import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type {
  CreateModuleRequest,
  CreatedModuleResponse,
} from '@/common/courses/authoring-schema.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import { courseModules, courses } from '@/server/src/db/schema/courses.ts';
import { HttpError } from '@/server/src/http/http-error.ts';
import { toModuleResponse } from './to-module-response.ts';

/** Adds a module to a course (product.md#module-form); 404 when the course does not exist. */
export async function createModule(
  db: Db,
  courseId: string,
  input: CreateModuleRequest,
  authorId: string,
): Promise<CreatedModuleResponse> {
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) throw new HttpError(404, 'course_not_found', `There is no course "${courseId}".`);
  const [row] = await db
    .insert(courseModules)
    .values({
      id: randomUUID(),
      courseId,
      title: input.title,
      blurb: input.blurb,
      displayOrder: input.displayOrder,
      createdBy: authorId,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toModuleResponse(row);
}
