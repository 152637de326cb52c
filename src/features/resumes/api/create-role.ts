import {
  roleCreateResponseSchema,
  type RoleCreateRequest,
} from '../../../../common/role-analysis/role-api-schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /api/resume/roles/create/` (product.md 7): the new role's id. */
export async function createRole(request: RoleCreateRequest): Promise<string> {
  const { data } = await apiRequest('/resume/roles/create/', roleCreateResponseSchema, {
    method: 'POST',
    body: request,
  });
  return data.id;
}
