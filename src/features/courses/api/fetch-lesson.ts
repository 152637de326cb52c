import { apiPaths } from '@/common/http/api-paths.ts';
import { lessonSchema, type Lesson } from '@/common/courses/lesson-schema.ts';
import { apiRequest } from '@/src/lib/api-client.ts';

/** One lesson with its paragraphs; offline, the copy cached when it was opened or downloaded. */
export function fetchLesson(lessonId: string, signal?: AbortSignal): Promise<Lesson> {
  return apiRequest(apiPaths.courses.lesson(lessonId), lessonSchema, { signal });
}
