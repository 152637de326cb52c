/**
 * Checks a credential as it arrived (parsed JSON, any shape) against the issuer's published keys:
 * its shape, that its issuer is this issuer, that it was signed by one of the issuer's keys, that
 * the signature covers exactly its contents, its validity dates, and the revocation the issuer
 * reports. Pure apart from WebCrypto's SHA-256, so the server's tests and the browser's verify
 * page give the same answer.
 */
import { verifyAsync } from '@noble/ed25519';
import { computeProofHash } from './compute-proof-hash.ts';
import { openBadgeCredentialSchema } from './credential-schema.ts';
import { decodePublicKeyMultibase } from './derive-public-key-multibase.ts';
import { formatCertificateDate } from './format-certificate-date.ts';
import type { IssuerDocument } from './issuer-document-schema.ts';
import { decodeBase58btc } from './multibase-base58btc.ts';

const ED25519_SIGNATURE_BYTES = 64;

export type VerificationResult =
  | { status: 'valid' }
  | { status: 'not-valid'; reason: string }
  | { status: 'revoked'; revokedAt: string; reason: string | null };

export const VERIFY_REASONS = {
  shape: 'This is not a certificate this page can check: required fields are missing.',
  issuer: 'The certificate names an issuer other than this one.',
  unknownKey: 'Signed by an unknown key',
  signature: "The signature does not match the certificate's contents",
} as const;

export async function verifyCredential(
  raw: unknown,
  options: {
    issuer: IssuerDocument;
    now: Date;
    /** The issuer's revocation record for this credential, if any. */
    revocation?: { revokedAt: string; reason: string | null } | null;
  },
): Promise<VerificationResult> {
  const notValid = (reason: string): VerificationResult => ({ status: 'not-valid', reason });
  const parsed = openBadgeCredentialSchema.safeParse(raw);
  if (!parsed.success || typeof raw !== 'object' || raw === null)
    return notValid(VERIFY_REASONS.shape);
  const credential = parsed.data;
  if (credential.issuer.id !== options.issuer.id) return notValid(VERIFY_REASONS.issuer);

  const method = options.issuer.verificationMethod.find(
    (candidate) =>
      candidate.id === credential.proof.verificationMethod &&
      options.issuer.assertionMethod.includes(candidate.id),
  );
  const publicKey = method ? decodePublicKeyMultibase(method.publicKeyMultibase) : null;
  if (!publicKey) return notValid(VERIFY_REASONS.unknownKey);

  const signature = decodeBase58btc(credential.proof.proofValue);
  if (!signature || signature.length !== ED25519_SIGNATURE_BYTES) {
    return notValid(VERIFY_REASONS.signature);
  }
  // The raw object, not the parsed copy: every field that arrived is covered.
  const rawDocument = raw as Record<string, unknown>;
  const hash = await computeProofHash(rawDocument, rawDocument.proof as Record<string, unknown>);
  // A malformed key or signature throws; it is a mismatch like any other.
  const matches = await verifyAsync(signature, hash, publicKey).catch(() => false);
  if (!matches) return notValid(VERIFY_REASONS.signature);

  const now = options.now.getTime();
  const validFrom = Date.parse(credential.validFrom);
  if (Number.isNaN(validFrom)) return notValid(VERIFY_REASONS.shape);
  if (validFrom > now)
    return notValid(`Not valid before ${formatCertificateDate(credential.validFrom)}`);
  if (credential.validUntil !== undefined) {
    const validUntil = Date.parse(credential.validUntil);
    if (Number.isNaN(validUntil)) return notValid(VERIFY_REASONS.shape);
    if (validUntil <= now)
      return notValid(`Expired on ${formatCertificateDate(credential.validUntil)}`);
  }
  if (options.revocation) {
    return {
      status: 'revoked',
      revokedAt: options.revocation.revokedAt,
      reason: options.revocation.reason,
    };
  }
  return { status: 'valid' };
}
