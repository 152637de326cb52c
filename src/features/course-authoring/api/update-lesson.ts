import { apiPaths } from '@/common/http/api-paths.ts';
import {
  createdLessonResponseSchema,
  type CreateLessonRequest,
  type CreatedLessonResponse,
} from '@/common/courses/authoring-schema.ts';
import { apiRequest } from '@/src/lib/api-client.ts';

/**
 * `PUT /api/courses/lessons/{lessonId}/` (admins only): the Add Video form's request; the
 * paragraphs replace the old ones, an absent `videoFileId` keeps the current video.
 */
export function updateLesson(
  lessonId: string,
  input: CreateLessonRequest,
): Promise<CreatedLessonResponse> {
  return apiRequest(apiPaths.courses.lesson(lessonId), createdLessonResponseSchema, {
    method: 'PUT',
    body: { ...input },
  });
}
