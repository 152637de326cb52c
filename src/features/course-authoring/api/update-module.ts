import { apiPaths } from '@/common/http/api-paths.ts';
import {
  createdModuleResponseSchema,
  type CreateModuleRequest,
  type CreatedModuleResponse,
} from '@/common/courses/authoring-schema.ts';
import { apiRequest } from '@/src/lib/api-client.ts';

/** `PUT /api/courses/modules/{moduleId}/` (admins only): new title, blurb and display order. */
export function updateModule(
  moduleId: string,
  input: CreateModuleRequest,
): Promise<CreatedModuleResponse> {
  return apiRequest(apiPaths.courses.module(moduleId), createdModuleResponseSchema, {
    method: 'PUT',
    body: { ...input },
  });
}
