/**
 * What signing needs, derived once at start from the signing key: the seed, the issuer profile
 * with the public key, and the verification method credentials name.
 */
import { buildIssuerDocument } from '@/common/certificates/build-issuer-document.ts';
import { derivePublicKeyMultibase } from '@/common/certificates/derive-public-key-multibase.ts';
import type { IssuerDocument } from '@/common/certificates/issuer-document-schema.ts';

export interface CertificateSigner {
  seed: Uint8Array;
  origin: string;
  issuer: IssuerDocument;
  verificationMethod: string;
}

export async function createCertificateSigner(
  seed: Uint8Array,
  origin: string,
): Promise<CertificateSigner> {
  const issuer = buildIssuerDocument(origin, await derivePublicKeyMultibase(seed));
  return { seed, origin, issuer, verificationMethod: issuer.assertionMethod[0]! };
}
