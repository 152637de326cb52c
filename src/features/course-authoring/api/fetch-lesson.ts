import { apiPaths } from '@/common/http/api-paths.ts';
import { lessonSchema, type Lesson } from '@/common/courses/lesson-schema.ts';
import { apiRequest } from '@/src/lib/api-client.ts';

/** One lesson with its paragraphs, to prefill the video form in edit mode. */
export function fetchLesson(lessonId: string, signal?: AbortSignal): Promise<Lesson> {
  return apiRequest(apiPaths.courses.lesson(lessonId), lessonSchema, { signal });
}
