import {
  codeSentResponseSchema,
  type CodeSentResponse,
} from '../../../../common/auth/code-sent-schema.ts';
import type { SignUpRequest } from '../../../../common/auth/sign-up-schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * `POST /registry/sign-up/`: e-mails a code that creates the account when verified (product.md 7).
 */
export function requestSignUpCode(request: SignUpRequest): Promise<CodeSentResponse> {
  return apiRequest('/registry/sign-up/', codeSentResponseSchema, {
    method: 'POST',
    body: request,
    auth: false,
  });
}
