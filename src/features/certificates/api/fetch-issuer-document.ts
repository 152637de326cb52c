import {
  issuerDocumentSchema,
  type IssuerDocument,
} from '@/common/certificates/issuer-document-schema.ts';
import { API_ROUTES } from '@/common/http/api-paths.ts';
import { apiRequest } from '@/src/lib/api-client.ts';

/** `GET /api/issuer/` (public): the issuer profile with the keys certificates are signed with. */
export function fetchIssuerDocument(): Promise<IssuerDocument> {
  return apiRequest(API_ROUTES.certificates.issuer, issuerDocumentSchema, { auth: false });
}
