/** The issuer profile served at `GET /api/issuer/`, listing its one signing key. */
import { certificateUrls } from './certificate-urls.ts';
import { VC_V2_CONTEXT } from './credential-schema.ts';
import { ISSUER_NAME, type IssuerDocument } from './issuer-document-schema.ts';

export function buildIssuerDocument(origin: string, publicKeyMultibase: string): IssuerDocument {
  const issuer = certificateUrls(origin).issuer;
  const keyId = `${issuer}#${publicKeyMultibase}`;
  return {
    '@context': [VC_V2_CONTEXT, 'https://w3id.org/security/multikey/v1'],
    id: issuer,
    type: ['Profile'],
    name: ISSUER_NAME,
    url: origin.replace(/\/+$/, ''),
    verificationMethod: [{ id: keyId, type: 'Multikey', controller: issuer, publicKeyMultibase }],
    assertionMethod: [keyId],
  };
}
