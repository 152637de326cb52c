import {
  certificateListResponseSchema,
  type CertificateListResponse,
} from '@/common/certificates/certificate-api-schema.ts';
import { API_ROUTES } from '@/common/http/api-paths.ts';
import { apiRequest } from '@/src/lib/api-client.ts';

/** `GET /api/certificates/`: the learner's certificates and each track's checklist. */
export function fetchCertificateList(): Promise<CertificateListResponse> {
  return apiRequest(API_ROUTES.certificates.list, certificateListResponseSchema);
}
