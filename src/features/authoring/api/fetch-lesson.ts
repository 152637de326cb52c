import { lessonSchema, type Lesson } from '../../../../common/learning/lesson-schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** One lesson with its paragraphs, to prefill the video form in edit mode. */
export function fetchLesson(lessonId: string, signal?: AbortSignal): Promise<Lesson> {
  return apiRequest(`/courses/lessons/${encodeURIComponent(lessonId)}/`, lessonSchema, { signal });
}
