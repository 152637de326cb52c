import { codeSentResponseSchema, type CodeSentResponse } from '@/common/auth/code-sent-schema.ts';
import type { SignInRequest } from '@/common/auth/sign-in-schema.ts';
import { API_ROUTES } from '@/common/http/api-paths.ts';
import { apiRequest } from '@/src/lib/api-client.ts';

/** `POST /registry/sign-in/`: e-mails a sign-in code (product.md#api). */
export function requestSignInCode(request: SignInRequest): Promise<CodeSentResponse> {
  return apiRequest(API_ROUTES.registry.signIn, codeSentResponseSchema, {
    method: 'POST',
    body: request,
    auth: false,
  });
}
