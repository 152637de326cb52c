/**
 * The public verify page (`/verify/{id}`, no sign-in; issue 32): fetches the certificate and the
 * issuer's published key and checks the signature here, in the browser, showing "Valid",
 * "Not valid" with the reason, or "Revoked". Works offline once visited (the last copy is kept in
 * IndexedDB). Without an id, and below every certificate, a downloaded certificate can be pasted
 * and checked the same way.
 */
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { formatCertificateDate } from '@/common/certificates/format-certificate-date.ts';
import { useVerification } from '../hooks/use-verification.ts';
import { CheckDownloadedCertificate } from './check-downloaded-certificate.tsx';
import { CredentialDetails } from './credential-details.tsx';
import { VerificationStatus } from './verification-status.tsx';
import styles from './verify-page.module.css';

function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

export function VerifyPage() {
  useNoIndex();
  const { id } = useParams();
  const state = useVerification(id);
  return (
    <main className={`container ${styles.page}`} id="main">
      <h1>Verify a certificate</h1>
      {id && (
        <section className={styles.card} aria-label="Certificate">
          {state?.phase === 'loading' && <p role="status">Checking the certificate…</p>}
          {state?.phase === 'missing' && (
            <p className={styles.error} role="alert">
              There is no certificate with this address. Check the link, or check a downloaded
              certificate below.
            </p>
          )}
          {state?.phase === 'error' && (
            <p className={styles.error} role="alert">
              {state.message}
            </p>
          )}
          {state?.phase === 'done' && (
            <>
              <VerificationStatus result={state.result} />
              {state.source.offline && (
                <p className={styles.muted}>
                  Offline: checked against the copy this device kept on{' '}
                  {formatCertificateDate(new Date(state.source.fetchedAt).toISOString())}; a later
                  revocation would not show until you are online.
                </p>
              )}
              <CredentialDetails credential={state.source.record.credential} />
            </>
          )}
        </section>
      )}
      <CheckDownloadedCertificate />
    </main>
  );
}
