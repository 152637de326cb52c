import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type {
  CreateModuleRequest,
  CreatedModuleResponse,
} from '@/common/courses/authoring-schema.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import { courseModules } from '@/server/src/db/schema/courses.ts';
import { HttpError } from '@/server/src/http/http-error.ts';
import { toModuleResponse } from './to-module-response.ts';

/**
 * Edits a module's title, blurb and display order (product.md#module-form), built-in ones included: the
 * row becomes the admin's (`source` 'admin'), so the content files never overwrite the edit.
 * Taking the display order of a sibling inserts it there: that sibling and the ones after it
 * move down by one, so "1" means first. 404 when the module does not exist.
 */
export async function updateModule(
  db: Db,
  moduleId: string,
  input: CreateModuleRequest,
): Promise<CreatedModuleResponse> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ courseId: courseModules.courseId })
      .from(courseModules)
      .where(eq(courseModules.id, moduleId));
    if (!current) throw new HttpError(404, 'module_not_found', 'That module no longer exists.');
    const [taken] = await tx
      .select({ id: courseModules.id })
      .from(courseModules)
      .where(
        and(
          eq(courseModules.courseId, current.courseId),
          eq(courseModules.displayOrder, input.displayOrder),
          ne(courseModules.id, moduleId),
        ),
      )
      .limit(1);
    if (taken) {
      await tx
        .update(courseModules)
        .set({ displayOrder: sql`${courseModules.displayOrder} + 1` })
        .where(
          and(
            eq(courseModules.courseId, current.courseId),
            gte(courseModules.displayOrder, input.displayOrder),
            ne(courseModules.id, moduleId),
          ),
        );
    }
    const [row] = await tx
      .update(courseModules)
      .set({
        title: input.title,
        blurb: input.blurb,
        displayOrder: input.displayOrder,
        source: 'admin',
      })
      .where(eq(courseModules.id, moduleId))
      .returning();
    if (!row) throw new HttpError(404, 'module_not_found', 'That module no longer exists.');
    return toModuleResponse(row);
  });
}
