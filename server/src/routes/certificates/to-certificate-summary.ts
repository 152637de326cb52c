/** A stored certificate as the owner's list shows it (common/certificates/certificate-api-schema.ts). */
import type { CertificateSummary } from '@/common/certificates/certificate-api-schema.ts';
import type { CertificateTrack } from '@/common/certificates/certificate-tracks.ts';
import type { OpenBadgeCredential } from '@/common/certificates/credential-schema.ts';
import type { CertificateDbRow } from '@/server/src/db/schema/certificates.ts';

export function toCertificateSummary(row: CertificateDbRow): CertificateSummary {
  const credential = row.credential as OpenBadgeCredential;
  return {
    id: row.id,
    track: row.track as CertificateTrack,
    issued_at: row.issuedAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
    revocation_reason: row.revocationReason,
    verify_url: credential.id,
    credential,
  };
}
