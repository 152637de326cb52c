import {
  certificateSummarySchema,
  type CertificateSummary,
} from '@/common/certificates/certificate-api-schema.ts';
import { apiPaths } from '@/common/http/api-paths.ts';
import { apiRequest } from '@/src/lib/api-client.ts';

/** `POST /api/certificates/{id}/revoke/`: the owner withdraws a certificate for good. */
export function revokeCertificate(id: string, reason: string): Promise<CertificateSummary> {
  return apiRequest(apiPaths.certificates.revoke(id), certificateSummarySchema, {
    method: 'POST',
    body: reason ? { reason } : {},
  });
}
