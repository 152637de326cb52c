import { apiPaths } from '@/common/http/api-paths.ts';
import {
  createdLessonResponseSchema,
  type CreateLessonRequest,
  type CreatedLessonResponse,
} from '@/common/courses/authoring-schema.ts';
import { apiRequest } from '@/src/lib/api-client.ts';

/** `POST /api/courses/modules/{moduleId}/lessons/` (admins only): the video with its paragraphs. */
export function createLesson(
  moduleId: string,
  input: CreateLessonRequest,
): Promise<CreatedLessonResponse> {
  return apiRequest(apiPaths.courses.moduleLessons(moduleId), createdLessonResponseSchema, {
    method: 'POST',
    body: { ...input },
  });
}
