/**
 * Upload resume (product.md#upload-resume): the gate every new user passes before the dashboard. Choose or
 * drop a PDF (checked here first: PDF bytes, at most 5 MB, so a wrong file is never sent), upload
 * it with a progress bar, then "Resume Uploaded Successfully!" and on to the Resumes screen, which
 * opens the résumé at "Check N fields" once it is read (issue 25; a built résumé goes to
 * /dashboard: nothing in it was guessed).
 * Issue 24 §4: a learner without a PDF is not locked out — "Build my résumé here instead" opens a
 * short form that creates a résumé and passes the gate, and a dropped Word file is pointed to the
 * Resumes screen (which takes Word files) or to that form.
 */
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useNavigate } from 'react-router';
import { formatBytes } from '@/common/format-bytes.ts';
import { APP_ROUTES, RESUME_CHECK_PARAM } from '@/common/routes.ts';
import { RESUME_ACCEPT } from '@/common/resume/resume-upload-schema.ts';
import { Button } from '@/src/components/ui/button.tsx';
import { ProgressBar } from '@/src/components/ui/progress-bar.tsx';
import { ApiError } from '@/src/lib/api-client.ts';
import { useSessionStore } from '@/src/lib/session-store.ts';
import { resumeBuilderDraft } from '../storage/resume-builder-draft.ts';
import { uploadResume } from '../api/upload-resume.ts';
import { checkResumeFile } from '../logic/check-resume-file.ts';
import { ResumeBuilderForm } from './resume-builder-form.tsx';
import styles from './upload-resume-page.module.css';

/** How long the success message stays before the dashboard opens. */
const REDIRECT_DELAY_MS = 1800;

type Phase = 'idle' | 'uploading' | 'done' | 'built';

const SIZE_LABEL = { smallest: 'KB', largest: 'MB', decimals: 'one' } as const;

export function UploadResumePage() {
  const firstName = useSessionStore((state) => state.session?.first_name.trim()) || 'there';
  const owner = useSessionStore((state) => state.session?.email) ?? '';
  const fullName = useSessionStore((state) =>
    [state.session?.first_name, state.session?.last_name].filter(Boolean).join(' ').trim(),
  );
  // A learner who started the form comes back to it (their draft) after a reload.
  const [building, setBuilding] = useState(() => resumeBuilderDraft.read(owner) !== undefined);
  const navigate = useNavigate();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [uploadedId, setUploadedId] = useState<string | null>(null);

  useEffect(() => {
    if (phase !== 'done' && phase !== 'built') return;
    // The first thing after a parse is checking it (issue 25): the Resumes screen opens it.
    const next =
      phase === 'done' && uploadedId
        ? `${APP_ROUTES.resumes}?${new URLSearchParams({ [RESUME_CHECK_PARAM]: uploadedId })}`
        : APP_ROUTES.dashboard;
    const timer = window.setTimeout(
      () => void navigate(next, { replace: true }),
      REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [phase, navigate, uploadedId]);

  const choose = async (picked: File | undefined) => {
    if (!picked || phase === 'uploading') return;
    const problem = await checkResumeFile(picked);
    setError(problem);
    setFile(problem ? null : picked);
    setProgress(0);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void choose(event.dataTransfer.files[0]);
  };

  const upload = async () => {
    if (phase === 'uploading') return;
    if (!file) {
      // product.md#validation: without a file the button does nothing; point at the chooser instead.
      inputRef.current?.focus();
      return;
    }
    setPhase('uploading');
    setError(null);
    setProgress(0);
    try {
      const uploaded = await uploadResume(file, ({ loaded, total }) =>
        setProgress(total > 0 ? loaded / total : 0),
      );
      setUploadedId(uploaded.resume_id);
      setProgress(1);
      useSessionStore.getState().updateSession({ has_uploaded_resume: true });
      setPhase('done');
    } catch (failure) {
      setPhase('idle');
      setError(
        failure instanceof ApiError ? failure.message : 'The upload failed. Please try again.',
      );
    }
  };

  if (phase === 'done' || phase === 'built') {
    return (
      <div className={`container ${styles.page}`}>
        <div className={styles.card} role="status">
          <span className={styles.successIcon} aria-hidden="true">
            ✓
          </span>
          <h1 className={styles.title}>
            {phase === 'built' ? 'Your résumé is ready!' : 'Resume Uploaded Successfully!'}
          </h1>
          <p className={styles.lede}>Redirecting you to your dashboard...</p>
        </div>
      </div>
    );
  }

  if (building) {
    return (
      <div className={`container ${styles.page}`}>
        <div className={`${styles.card} ${styles.wide}`}>
          <h1 className={styles.title}>Welcome, {firstName}!</h1>
          <ResumeBuilderForm
            owner={owner}
            fullName={fullName}
            onCreated={() => {
              useSessionStore.getState().updateSession({ has_uploaded_resume: true });
              setPhase('built');
            }}
            onCancel={() => setBuilding(false)}
          />
        </div>
      </div>
    );
  }

  const uploading = phase === 'uploading';
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.card}>
        <h1 className={styles.title}>Welcome, {firstName}!</h1>
        <p className={styles.lede}>
          Upload your resume to get started. We use it to tailor your learning path and career
          tools.
        </p>

        <div
          className={[styles.dropZone, dragging ? styles.dragging : '', file ? styles.hasFile : '']
            .filter(Boolean)
            .join(' ')}
          onDragOver={(event) => {
            event.preventDefault();
            if (!uploading) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <svg className={styles.dropIcon} viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 16V4m0 0L7.5 8.5M12 4l4.5 4.5M5 14v4.5A1.5 1.5 0 0 0 6.5 20h11a1.5 1.5 0 0 0 1.5-1.5V14" />
          </svg>
          <p className={styles.dropText}>Drag and drop your resume here, or</p>
          <input
            ref={inputRef}
            id={inputId}
            className="visually-hidden"
            type="file"
            accept={RESUME_ACCEPT}
            disabled={uploading}
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <label htmlFor={inputId} className={styles.chooseButton} aria-disabled={uploading}>
            Choose file
          </label>
          <p id={`${inputId}-hint`} className={styles.hint}>
            PDF only, max 5MB
          </p>
          {file ? (
            <p className={styles.fileName}>
              <span className="visually-hidden">Chosen file: </span>
              {file.name}{' '}
              <span className={styles.fileSize}>({formatBytes(file.size, SIZE_LABEL)})</span>
            </p>
          ) : null}
        </div>

        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}

        {uploading ? (
          <div className={styles.progress}>
            <ProgressBar value={progress} label="Upload progress" />
            <p className={styles.hint} aria-live="polite">
              {Math.round(progress * 100)}% uploaded
            </p>
          </div>
        ) : null}

        <Button size="large" block onClick={() => void upload()} disabled={uploading}>
          {uploading ? 'Uploading...' : 'Upload Resume'}
        </Button>

        <div className={styles.alternative}>
          <p className={styles.hint}>No PDF at hand, or only a Word file?</p>
          <Button variant="secondary" block disabled={uploading} onClick={() => setBuilding(true)}>
            Build my résumé here instead
          </Button>
        </div>
      </div>
    </div>
  );
}
