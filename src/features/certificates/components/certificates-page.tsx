/**
 * The Certificates screen (issue 32): each track's checklist (modules, capstones, interview
 * score) with "Claim certificate" once everything is done, and the certificates issued, each with
 * "Download JSON", "Download PDF", "Open verify page" and "Revoke". The list is kept in IndexedDB,
 * so the screen opens offline after one visit; claiming and revoking need the server and say so.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type {
  CertificateSummary,
  TrackEligibility,
} from '@/common/certificates/certificate-api-schema.ts';
import { formatCertificateDate } from '@/common/certificates/format-certificate-date.ts';
import { VERIFY_ROUTE } from '@/common/routes.ts';
import { Button } from '@/src/components/ui/button.tsx';
import { ApiError } from '@/src/lib/api-client.ts';
import { saveFile } from '@/src/lib/save-file.ts';
import { useSessionStore } from '@/src/lib/session-store.ts';
import { syncOwner } from '@/src/lib/sync/sync-owner.ts';
import { useOnlineStatus } from '@/src/lib/use-online-status.ts';
import { claimCertificate } from '../api/claim-certificate.ts';
import { revokeCertificate } from '../api/revoke-certificate.ts';
import { downloadCertificatePdf } from '../browser/download-certificate-pdf.ts';
import { useCertificateList } from '../hooks/use-certificate-list.ts';
import { certificateFileName } from '../logic/certificate-file-name.ts';
import styles from './certificates-page.module.css';

const OFFLINE_ACTION = 'You are offline: claiming and revoking need a connection.';

function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

function TrackChecklist({
  track,
  issued,
  online,
  onChanged,
}: {
  track: TrackEligibility;
  issued: boolean;
  online: boolean;
  onChanged: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingId = `track-${track.track}`;
  async function claim() {
    setBusy(true);
    setError(null);
    try {
      await claimCertificate(track.track);
      await onChanged();
    } catch (failure) {
      setError(messageOf(failure, 'The certificate could not be issued. Please try again.'));
    } finally {
      setBusy(false);
    }
  }
  const done = track.requirements.filter((requirement) => requirement.done).length;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h2 id={headingId}>{track.title}</h2>
        <span className={styles.count}>
          {done} of {track.requirements.length} done
        </span>
      </div>
      <ul className={styles.checklist} aria-label={`${track.title} checklist`}>
        {track.requirements.map((requirement) => (
          <li key={requirement.id} className={requirement.done ? styles.done : styles.todo}>
            <span className={styles.mark} aria-hidden="true">
              {requirement.done ? '✓' : '○'}
            </span>
            <span>
              {requirement.label}
              <span className={styles.detail}>
                {requirement.done ? 'Done' : 'Not done'}: {requirement.detail}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {issued ? (
        <p className={styles.detail}>Issued: see your certificate below.</p>
      ) : track.eligible ? (
        <div className={styles.actions}>
          <Button onClick={() => void claim()} disabled={busy || !online}>
            {busy ? 'Claiming…' : 'Claim certificate'}
          </Button>
        </div>
      ) : (
        <p className={styles.detail}>Finish everything above to claim this certificate.</p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

function IssuedCertificate({
  certificate,
  online,
  onChanged,
}: {
  certificate: CertificateSummary;
  online: boolean;
  onChanged: () => Promise<void>;
}) {
  const [busy, setBusy] = useState<'pdf' | 'revoke' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { credential } = certificate;
  const title = credential.credentialSubject.achievement.name;

  async function revoke() {
    if (
      !window.confirm(
        `Revoke your ${title} certificate? Anyone opening its verify page will see "Revoked". This cannot be undone.`,
      )
    ) {
      return;
    }
    setBusy('revoke');
    setError(null);
    try {
      await revokeCertificate(certificate.id, '');
      await onChanged();
    } catch (failure) {
      setError(messageOf(failure, 'The certificate could not be revoked. Please try again.'));
    } finally {
      setBusy(null);
    }
  }

  async function pdf() {
    setBusy('pdf');
    setError(null);
    try {
      await downloadCertificatePdf(certificate);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The PDF could not be written.');
    } finally {
      setBusy(null);
    }
  }

  return (
    <li className={styles.card}>
      <div className={styles.cardHeader}>
        <h3>{title}</h3>
        {certificate.revoked_at && <span className={styles.revoked}>Revoked</span>}
      </div>
      <p className={styles.detail}>
        Issued to {credential.credentialSubject.name} on{' '}
        {formatCertificateDate(certificate.issued_at)}
        {certificate.revoked_at && `; revoked on ${formatCertificateDate(certificate.revoked_at)}`}
      </p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="small"
          onClick={() =>
            saveFile(
              JSON.stringify(credential, null, 2),
              certificateFileName(certificate.track, 'json'),
              'application/json',
            )
          }
        >
          Download JSON
        </Button>
        <Button
          variant="secondary"
          size="small"
          disabled={busy !== null}
          onClick={() => void pdf()}
        >
          {busy === 'pdf' ? 'Writing PDF…' : 'Download PDF'}
        </Button>
        <Link className={styles.link} to={`${VERIFY_ROUTE}/${encodeURIComponent(certificate.id)}`}>
          Open verify page
        </Link>
        {!certificate.revoked_at && (
          <Button
            variant="danger"
            size="small"
            disabled={busy !== null || !online}
            title={online ? undefined : OFFLINE_ACTION}
            onClick={() => void revoke()}
          >
            Revoke
          </Button>
        )}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

export function CertificatesPage() {
  const session = useSessionStore((state) => state.session);
  const owner = session ? syncOwner(session) : null;
  const online = useOnlineStatus();
  const { row, refreshing, error, refresh } = useCertificateList(owner);
  const list = row?.list;
  const liveTracks = new Set(
    (list?.certificates ?? []).filter((c) => !c.revoked_at).map((c) => c.track),
  );

  return (
    <div className={`container ${styles.page}`}>
      <h1>Certificates</h1>
      <p className={styles.lead}>
        Finish a track&rsquo;s modules and capstone projects and score well in a mock interview to
        claim a certificate anyone can verify, even without asking Nyra.
      </p>
      {!online && <p className={styles.notice}>{OFFLINE_ACTION}</p>}
      {error && list && (
        <p className={styles.notice} role="status">
          Showing the list from {formatCertificateDate(new Date(row.fetchedAt).toISOString())}:{' '}
          {error}
        </p>
      )}
      {!list ? (
        error ? (
          <div className={styles.notice} role="alert">
            <p>{error}</p>
            <Button size="small" onClick={() => void refresh()} disabled={refreshing}>
              Try again
            </Button>
          </div>
        ) : (
          <p role="status">Loading your certificates…</p>
        )
      ) : (
        <>
          <section aria-labelledby="issued-heading" className={styles.section}>
            <h2 id="issued-heading">Your certificates</h2>
            {list.certificates.length === 0 ? (
              <p className={styles.detail}>No certificates yet.</p>
            ) : (
              <ul className={styles.issued}>
                {list.certificates.map((certificate) => (
                  <IssuedCertificate
                    key={certificate.id}
                    certificate={certificate}
                    online={online}
                    onChanged={refresh}
                  />
                ))}
              </ul>
            )}
          </section>
          {list.tracks.map((track) => (
            <TrackChecklist
              key={track.track}
              track={track}
              issued={liveTracks.has(track.track)}
              online={online}
              onChanged={refresh}
            />
          ))}
        </>
      )}
    </div>
  );
}
