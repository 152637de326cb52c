/**
 * The resume's public link: create one that follows the résumé's template and paper as they
 * change (the default), or keeps the ones chosen now (the link is shown once: only its
 * fingerprint is stored), see when it was last opened, turn it off. Needs a
 * connection; offline it says so.
 */
import { useEffect, useState } from 'react';
import {
  RESUME_TEMPLATE_LABELS,
  type PaperSize,
  type ResumeTemplate,
} from '@/common/resume/resume-template-schema.ts';
import type { ResumeShareStatus } from '@/common/resume/export/resume-share-schema.ts';
import { Button } from '@/src/components/ui/button.tsx';
import { useOnlineStatus } from '@/src/lib/use-online-status.ts';
import { createResumeShare } from '../api/create-resume-share.ts';
import { fetchResumeShare } from '../api/fetch-resume-share.ts';
import { revokeResumeShare } from '../api/revoke-resume-share.ts';
import styles from './resume-share-panel.module.css';

function when(iso: string): string {
  const date = new Date(iso);
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

interface ResumeSharePanelProps {
  resumeId: string;
  template: ResumeTemplate;
  paper: PaperSize;
}

export function ResumeSharePanel({ resumeId, template, paper }: ResumeSharePanelProps) {
  const online = useOnlineStatus();
  const [share, setShare] = useState<ResumeShareStatus | null | undefined>(undefined);
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [follow, setFollow] = useState(true);

  useEffect(() => {
    if (!online) return;
    let live = true;
    setUrl(null);
    fetchResumeShare(resumeId).then(
      (status) => {
        if (live) setShare(status);
      },
      (failure: unknown) => {
        if (live) setError(failure instanceof Error ? failure.message : 'Could not load the link.');
      },
    );
    return () => {
      live = false;
    };
  }, [resumeId, online]);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'That did not work. Try again.');
    } finally {
      setBusy(false);
    }
  };

  const create = () =>
    run(async () => {
      const created = await createResumeShare(
        resumeId,
        follow ? { template: null, paper: null } : { template, paper },
      );
      setShare(created.share);
      setUrl(new URL(created.path, window.location.origin).href);
      setCopied(false);
    });
  const revoke = () =>
    run(async () => {
      await revokeResumeShare(resumeId);
      setShare(null);
      setUrl(null);
    });
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <section className={styles.share} aria-label="Share link">
      <h3 className={styles.title}>Share link</h3>
      {!online ? (
        <p className={styles.note}>Connect to the internet to create or turn off a share link.</p>
      ) : share === undefined && !error ? (
        <p className={styles.note}>Loading…</p>
      ) : share ? (
        <p className={styles.note}>
          A read-only link is on (
          {share.template
            ? `always ${RESUME_TEMPLATE_LABELS[share.template]}`
            : 'in your current template'}
          , since {when(share.created_at)}).{' '}
          {share.last_opened_at ? `Last opened ${when(share.last_opened_at)}.` : 'Not opened yet.'}
        </p>
      ) : (
        <p className={styles.note}>
          No link. A link shows this resume, read-only, to anyone who has it.
        </p>
      )}
      {url && (
        <div className={styles.url}>
          <label>
            <span className={styles.note}>
              Copy it now: for your security we keep only a fingerprint of it.
            </span>
            <input readOnly value={url} onFocus={(event) => event.target.select()} />
          </label>
          <Button variant="secondary" size="small" onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy link'}
          </Button>
        </div>
      )}
      {online && (
        <label className={styles.follow}>
          <input
            type="checkbox"
            checked={follow}
            onChange={(event) => setFollow(event.target.checked)}
          />
          A new link follows my template and paper as I change them
        </label>
      )}
      {online && (
        <div className={styles.buttons}>
          <Button variant="secondary" size="small" disabled={busy} onClick={() => void create()}>
            {share ? 'Create a new link' : 'Create share link'}
          </Button>
          {share && (
            <Button variant="danger" size="small" disabled={busy} onClick={() => void revoke()}>
              Turn off link
            </Button>
          )}
        </div>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
