import {
  certificateSummarySchema,
  type CertificateSummary,
} from '@/common/certificates/certificate-api-schema.ts';
import type { CertificateTrack } from '@/common/certificates/certificate-tracks.ts';
import { API_ROUTES } from '@/common/http/api-paths.ts';
import { apiRequest } from '@/src/lib/api-client.ts';

/** `POST /api/certificates/`: issues the track's certificate (or answers the live one). */
export function claimCertificate(track: CertificateTrack): Promise<CertificateSummary> {
  return apiRequest(API_ROUTES.certificates.list, certificateSummarySchema, {
    method: 'POST',
    body: { track },
  });
}
