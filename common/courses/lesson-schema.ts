import { z } from 'zod';
import { lessonSummarySchema } from './course-schema.ts';
import { paragraphSchema } from './paragraph-schema.ts';

/** One lesson with its content (`GET /api/courses/lessons/{lessonId}/`). */
export const lessonSchema = lessonSummarySchema.extend({
  moduleId: z.string(),
  courseId: z.string(),
  videoMimeType: z.string().nullable(),
  paragraphs: z.array(paragraphSchema),
  updatedAt: z.string(),
});

export type Lesson = z.infer<typeof lessonSchema>;
