import { apiPaths } from '@/common/http/api-paths.ts';
import {
  createdModuleResponseSchema,
  type CreateModuleRequest,
  type CreatedModuleResponse,
} from '@/common/courses/authoring-schema.ts';
import { apiRequest } from '@/src/lib/api-client.ts';

/** `POST /api/courses/{courseId}/modules/` (admins only; 403 for everyone else). */
export function createModule(
  courseId: string,
  input: CreateModuleRequest,
): Promise<CreatedModuleResponse> {
  return apiRequest(apiPaths.courses.courseModules(courseId), createdModuleResponseSchema, {
    method: 'POST',
    body: { ...input },
  });
}
