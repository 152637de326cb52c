import {
  verifyResponseSchema,
  type VerifyResponse,
} from '@/common/certificates/certificate-api-schema.ts';
import { apiPaths } from '@/common/http/api-paths.ts';
import { apiRequest } from '@/src/lib/api-client.ts';

/** `GET /api/verify/{id}/` (public): the credential as issued and its revocation. */
export function fetchVerifyRecord(id: string): Promise<VerifyResponse> {
  return apiRequest(apiPaths.certificates.verify(id), verifyResponseSchema, { auth: false });
}
