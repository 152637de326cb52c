import type { CreatedModuleResponse } from '@/common/courses/authoring-schema.ts';
import type { courseModules } from '@/server/src/db/schema/courses.ts';

/** A module as the authoring API answers it: the row's public fields, not its audit columns. */
export function toModuleResponse(row: typeof courseModules.$inferSelect): CreatedModuleResponse {
  return {
    id: row.id,
    courseId: row.courseId,
    title: row.title,
    blurb: row.blurb,
    displayOrder: row.displayOrder,
  };
}
