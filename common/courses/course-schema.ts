import { z } from 'zod';

/**
 * The course outline the dashboard reads in one call (`GET /api/courses/`): every course with
 * its modules and lesson summaries, ordered by display order. Paragraphs are fetched per lesson.
 */
export const lessonSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  displayOrder: z.number().int(),
  /** Same-origin URL of the lesson's video file, or null when the lesson has none. */
  videoUrl: z.string().nullable(),
  videoSizeBytes: z.number().int().nonnegative().nullable(),
  /** Reading time of the lesson text, rounded up. */
  readingMinutes: z.number().int().nonnegative(),
  /**
   * Ids of the lesson's graded exercises: the lesson counts as completed only once they are all
   * passed. Absent from outlines cached before exercises existed (none then).
   */
  exerciseIds: z.array(z.string()).optional(),
});

export const courseModuleSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  title: z.string(),
  blurb: z.string(),
  displayOrder: z.number().int(),
  lessons: z.array(lessonSummarySchema),
});

export const courseSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  modules: z.array(courseModuleSchema),
});

export const courseListResponseSchema = z.object({ courses: z.array(courseSchema) });

export type LessonSummary = z.infer<typeof lessonSummarySchema>;
export type CourseModule = z.infer<typeof courseModuleSchema>;
export type Course = z.infer<typeof courseSchema>;
export type CourseListResponse = z.infer<typeof courseListResponseSchema>;
