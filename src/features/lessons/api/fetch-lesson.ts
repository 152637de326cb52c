import { lessonSchema, type Lesson } from '../../../../common/learning/lesson-schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { lessonApiPath } from '../data/lesson-api-paths.ts';

/** One lesson with its paragraphs; offline, the copy cached when it was opened or downloaded. */
export function fetchLesson(lessonId: string, signal?: AbortSignal): Promise<Lesson> {
  return apiRequest(lessonApiPath(lessonId), lessonSchema, { signal });
}
