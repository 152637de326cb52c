import type { VerifyTokenRequest } from '@/common/auth/verify-token-schema.ts';
import { API_ROUTES } from '@/common/http/api-paths.ts';
import { sessionSchema, type Session } from '@/common/session/session-schema.ts';
import { apiRequest } from '@/src/lib/api-client.ts';

/**
 * `POST /registry/verify-token/`: exchanges the e-mailed code for the session (product.md#entities, #api).
 */
export function verifySignInCode(request: VerifyTokenRequest): Promise<Session> {
  return apiRequest(API_ROUTES.registry.verifyToken, sessionSchema, {
    method: 'POST',
    body: request,
    auth: false,
  });
}
