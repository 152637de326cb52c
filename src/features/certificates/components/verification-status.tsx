/** "Valid", "Not valid" with its reason, or "Revoked", announced when it changes. */
import type { VerificationResult } from '@/common/certificates/verify-credential.ts';
import { formatCertificateDate } from '@/common/certificates/format-certificate-date.ts';
import styles from './verify-page.module.css';

export function VerificationStatus({ result }: { result: VerificationResult }) {
  const tone =
    result.status === 'valid'
      ? styles.valid
      : result.status === 'revoked'
        ? styles.revoked
        : styles.invalid;
  return (
    <div className={`${styles.status} ${tone}`} role="status">
      <p className={styles.verdict}>
        {result.status === 'valid'
          ? 'Valid'
          : result.status === 'revoked'
            ? 'Revoked'
            : 'Not valid'}
      </p>
      <p className={styles.reason}>
        {result.status === 'valid'
          ? 'The signature matches the certificate and the issuer’s published key.'
          : result.status === 'revoked'
            ? `Revoked by its owner on ${formatCertificateDate(result.revokedAt)}${result.reason ? `: ${result.reason}` : '.'}`
            : result.reason}
      </p>
    </div>
  );
}
