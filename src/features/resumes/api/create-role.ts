import { API_ROUTES } from '@/common/http/api-paths.ts';
import {
  roleCreateResponseSchema,
  type RoleCreateRequest,
} from '@/common/role-analysis/role-api-schema.ts';
import { apiRequest } from '@/src/lib/api-client.ts';

/** `POST /api/resume/roles/create/` (product.md#api): the new role's id. */
export async function createRole(request: RoleCreateRequest): Promise<string> {
  const { data } = await apiRequest(API_ROUTES.resume.roleCreate, roleCreateResponseSchema, {
    method: 'POST',
    body: request,
  });
  return data.id;
}
