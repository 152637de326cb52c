import { codeSentResponseSchema, type CodeSentResponse } from '@/common/auth/code-sent-schema.ts';
import type { SignUpRequest } from '@/common/auth/sign-up-schema.ts';
import { API_ROUTES } from '@/common/http/api-paths.ts';
import { apiRequest } from '@/src/lib/api-client.ts';

/**
 * `POST /registry/sign-up/`: e-mails a code that creates the account when verified (product.md#api).
 */
export function requestSignUpCode(request: SignUpRequest): Promise<CodeSentResponse> {
  return apiRequest(API_ROUTES.registry.signUp, codeSentResponseSchema, {
    method: 'POST',
    body: request,
    auth: false,
  });
}
