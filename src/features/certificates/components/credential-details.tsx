/** What a certificate says: who, which achievement, when, by whom, and the evidence. */
import type { OpenBadgeCredential } from '@/common/certificates/credential-schema.ts';
import { formatCertificateDate } from '@/common/certificates/format-certificate-date.ts';
import styles from './verify-page.module.css';

export function CredentialDetails({ credential }: { credential: OpenBadgeCredential }) {
  const { achievement } = credential.credentialSubject;
  return (
    <dl className={styles.details}>
      <dt>Awarded to</dt>
      <dd>{credential.credentialSubject.name}</dd>
      <dt>Achievement</dt>
      <dd>
        {achievement.name}
        <span className={styles.muted}>{achievement.criteria.narrative}</span>
      </dd>
      <dt>Issued</dt>
      <dd>
        {formatCertificateDate(credential.validFrom)} by {credential.issuer.name}
      </dd>
      {credential.validUntil && (
        <>
          <dt>Valid until</dt>
          <dd>{formatCertificateDate(credential.validUntil)}</dd>
        </>
      )}
      <dt>Evidence</dt>
      <dd>
        <ul className={styles.evidence}>
          {credential.evidence.map((item, index) => (
            <li key={index}>
              {item.name}
              {item.description && <span className={styles.muted}>{item.description}</span>}
            </li>
          ))}
        </ul>
      </dd>
    </dl>
  );
}
