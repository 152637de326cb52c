/**
 * A resume shared by its owner, at /r/{token}: read-only, in the template the owner
 * chose, drawn from the same PDF that "Download PDF" saves. Never indexed (the server sends
 * X-Robots-Tag; this page also adds the robots meta tag). A revoked link says so.
 */
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import type { SharedResume } from '@/common/resume/export/resume-share-schema.ts';
import { resumePdfFileName } from '@/common/resume/export/resume-pdf-file-name.ts';
import { Button } from '@/src/components/ui/button.tsx';
import { ApiError } from '@/src/lib/api-client.ts';
import { fetchSharedResume } from '../api/fetch-shared-resume.ts';
import { saveFile } from '@/src/lib/save-file.ts';
import { useResumePdf } from '../hooks/use-resume-pdf.ts';
import { ResumePdfPreview } from './resume-pdf-preview.tsx';
import styles from './shared-resume-page.module.css';

function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

function SharedResumeView({ shared }: { shared: SharedResume }) {
  const pdf = useResumePdf(shared.resume, shared.template, shared.paper);
  return (
    <article className={styles.resume} aria-label="Shared resume">
      <div className={styles.header}>
        <h1 className={styles.name}>{shared.resume.learner_name || shared.resume.resume_name}</h1>
        <Button
          size="small"
          disabled={!pdf.pdf}
          onClick={() =>
            pdf.pdf &&
            saveFile(pdf.pdf, resumePdfFileName(shared.resume.resume_name), 'application/pdf')
          }
        >
          Download PDF
        </Button>
      </div>
      <ResumePdfPreview pdf={pdf.pdf} busy={pdf.rendering} error={pdf.error} />
    </article>
  );
}

export function SharedResumePage() {
  useNoIndex();
  const { token = '' } = useParams();
  const [shared, setShared] = useState<SharedResume | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setShared(null);
    setError(null);
    fetchSharedResume(token).then(
      (body) => {
        if (live) setShared(body);
      },
      (failure: unknown) => {
        if (!live) return;
        setError(
          failure instanceof ApiError && failure.status === 404
            ? 'This link does not exist or was turned off by its owner.'
            : failure instanceof Error
              ? failure.message
              : 'This resume could not be loaded.',
        );
      },
    );
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <main className={`container ${styles.page}`}>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : shared ? (
        <SharedResumeView shared={shared} />
      ) : (
        <p role="status">Loading the resume…</p>
      )}
    </main>
  );
}
