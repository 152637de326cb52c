/**
 * Upload resume (product.md#upload-resume): the gate every new user passes before the dashboard. Choose or
 * drop a PDF (checked here first: PDF bytes, at most 5 MB, so a wrong file is never sent), upload
 * it with a progress bar, then "Resume Uploaded Successfully!" and on to the Resumes screen, which
 * opens the résumé at "Check N fields" once it is read (issue 25; a built résumé goes to
 * /dashboard: nothing in it was guessed).
 * Issue 27 §2: the file travels on the one sync engine like every offline write — kept on the
 * device first (an outbox file row, `queueResumeUpload`), then sent now with the row's id as its
 * `Idempotency-Key` (a lost answer is sent again and still makes one résumé); the new résumé's id
 * comes from the engine's answer for that row. Offline (or a passing failure) the file stays
 * kept: the screen says so, the learner may go on to the dashboard, a reload shows it again, and
 * it uploads by itself when the connection returns.
 * Issue 24 §4: a learner without a PDF is not locked out — "Build my résumé here instead" opens a
 * short form that creates a résumé and passes the gate, and a dropped Word file is pointed to the
 * Resumes screen (which takes Word files) or to that form.
 */
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useNavigate } from 'react-router';
import { formatBytes } from '@/common/format-bytes.ts';
import { APP_ROUTES, RESUME_CHECK_PARAM } from '@/common/routes.ts';
import {
  RESUME_ACCEPT,
  RESUME_FILE_DOC_TYPE,
  resumeUploadResponseSchema,
} from '@/common/resume/resume-upload-schema.ts';
import { Button } from '@/src/components/ui/button.tsx';
import { queueResumeUpload } from '@/src/lib/queue-resume-upload.ts';
import { useSessionStore } from '@/src/lib/session-store.ts';
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';
import { syncOwner } from '@/src/lib/sync/sync-owner.ts';
import { useLiveQuery } from '@/src/lib/use-live-query.ts';
import { useOnlineStatus } from '@/src/lib/use-online-status.ts';
import { resumeBuilderDraft } from '../storage/resume-builder-draft.ts';
import { checkResumeFile } from '../logic/check-resume-file.ts';
import { trackQueuedUpload, type FollowedUpload } from '../logic/track-queued-upload.ts';
import { ResumeBuilderForm } from './resume-builder-form.tsx';
import { UploadProgress } from './upload-progress.tsx';
import styles from './upload-resume-page.module.css';

/** How long the success message stays before the dashboard opens. */
const REDIRECT_DELAY_MS = 1800;

/** `queued`: kept on this device, not uploaded yet (offline, or a failure that passes). */
type Phase = 'idle' | 'uploading' | 'queued' | 'done' | 'built';

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
  // The file row this screen follows (queued here, or found waiting after a reload).
  const [followed, setFollowed] = useState<FollowedUpload | null>(null);
  // Whether the followed file's upload is running now (a kept file starts when back online).
  const [sending, setSending] = useState(false);
  const online = useOnlineStatus();
  const syncKey = useSessionStore((state) => (state.session ? syncOwner(state.session) : null));
  const waiting = useLiveQuery(syncKey, () =>
    appSyncEngine.waitingFiles(syncKey ?? '', RESUME_FILE_DOC_TYPE),
  );

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

  // The followed file's progress, whoever started its upload (this screen, or the engine when
  // the connection came back).
  const followedId = followed?.id;
  useEffect(() => {
    if (!followedId) return;
    return appSyncEngine.watchFile(followedId, (value) => {
      setSending(value !== null);
      if (value !== null) setProgress(value);
    });
  }, [followedId]);

  /** The engine accepted the file: the new résumé's id comes from the server's answer. */
  const finish = (rowId: string) => {
    const answer = resumeUploadResponseSchema.safeParse(appSyncEngine.fileAnswer(rowId));
    // Its answer unknown here (another tab sent it before this one opened): the dashboard,
    // without "Check N fields".
    setUploadedId(answer.success ? answer.data.resume_id : null);
    setProgress(1);
    useSessionStore.getState().updateSession({ has_uploaded_resume: true });
    setPhase('done');
  };

  useEffect(() => {
    if (phase !== 'idle' && phase !== 'queued') return;
    const news = trackQueuedUpload(phase === 'queued' ? followed : null, waiting);
    if (news.kind === 'adopt' && !building) {
      setFollowed(news.upload);
      setFile(null);
      setPhase('queued');
    } else if (news.kind === 'seen' && followed) {
      setFollowed({ ...followed, seen: true });
    } else if (news.kind === 'uploaded' && followed) {
      finish(followed.id);
    } else if (news.kind === 'refused' && followed) {
      // The server refused the kept file (its type or size): say why and let another be chosen.
      void appSyncEngine.discardFile(followed.id);
      setFollowed(null);
      setError(news.message);
      setPhase('idle');
    } else if (news.kind === 'refused-earlier' && !building && phase === 'idle') {
      // Refused in the background after the learner went on (the gate reopened): say why once.
      void appSyncEngine.discardFile(news.id);
      setError(news.message);
    }
  }, [phase, followed, waiting, building]);

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
    if (phase !== 'idle') return;
    if (!file) {
      // product.md#validation: without a file the button does nothing; point at the chooser instead.
      inputRef.current?.focus();
      return;
    }
    if (!syncKey) return;
    setPhase('uploading');
    setError(null);
    setProgress(0);
    let rowId: string;
    try {
      // Kept on the device first (the sync engine's outbox): a lost connection never loses it.
      rowId = await queueResumeUpload(syncKey, file);
    } catch {
      setPhase('idle');
      setError('Your resume could not be kept on this device. Please try again.');
      return;
    }
    setFollowed({ id: rowId, name: file.name, seen: false });
    if (!navigator.onLine) {
      setPhase('queued');
      return;
    }
    // Sent now; offline, a failure that passes or another tab sending it leave it waiting.
    const outcome = await appSyncEngine.sendNow(rowId);
    if (outcome === 'sent') finish(rowId);
    else if (outcome === 'waiting') setPhase('queued');
    else {
      // Refused (e.g. a PDF that cannot be opened): the reason is shown; the file stays chosen.
      await appSyncEngine.discardFile(rowId);
      setFollowed(null);
      setPhase('idle');
      setError(outcome.refused);
    }
  };

  const continueToDashboard = () => {
    // The kept file uploads by itself later (from any screen); the gate is passed meanwhile, as
    // after an upload (the profile sync never turns it back off).
    useSessionStore.getState().updateSession({ has_uploaded_resume: true });
    void navigate(APP_ROUTES.dashboard, { replace: true });
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

  if (phase === 'queued' && followed) {
    return (
      <div className={`container ${styles.page}`}>
        <div className={styles.card} role="status">
          <h1 className={styles.title}>Saved on this device</h1>
          <p className={styles.fileName}>
            <span className="visually-hidden">Kept file: </span>
            {followed.name}
          </p>
          {sending ? (
            <UploadProgress progress={progress} />
          ) : (
            <p className={styles.lede}>
              {online
                ? 'Your resume could not be sent just now. It is kept on this device and will be uploaded by itself shortly.'
                : 'You are offline. Your resume is kept on this device and will be uploaded as soon as you are back online.'}{' '}
              You can go on to your dashboard meanwhile.
            </p>
          )}
          <Button size="large" block onClick={continueToDashboard}>
            Continue to dashboard
          </Button>
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

        {uploading ? <UploadProgress progress={progress} /> : null}

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
