/**
 * The learner's certificates (the Certificates screen's last list, kept on this device) as
 * résumé suggestions' input (issue 32): live ones only, named by their achievement, issued by the
 * credential's issuer, linking to the public verify page. Pure.
 */
import type { CertificateSummary } from '@/common/certificates/certificate-api-schema.ts';
import type { EarnedCertificate } from '@/common/resume/resume-suggestion-schema.ts';

export function toEarnedCertificates(
  certificates: readonly CertificateSummary[],
): EarnedCertificate[] {
  return certificates
    .filter((certificate) => certificate.revoked_at === null)
    .map((certificate) => ({
      id: certificate.id,
      name: `${certificate.credential.credentialSubject.achievement.name} certificate`,
      issuer: certificate.credential.issuer.name,
      issuedOn: certificate.issued_at.slice(0, 10),
      verifyUrl: certificate.verify_url,
    }));
}
