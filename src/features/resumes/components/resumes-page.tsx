/**
 * Resumes (product.md#resumes, #flows): the "Resumes" tab, "Upload New" (a PDF, DOCX or DOC, with the
 * product.md#flows modal), the drawer listing the user's resumes and a preview of the selected one. The
 * first resume is selected when the list loads; a resume being read shows so, a failed one shows
 * why. Everything shown is also kept on the device, so the screen works offline, and a file chosen
 * offline is uploaded when the connection returns.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { RESUME_CHECK_PARAM } from '@/common/routes.ts';
import { RESUMES_SCREEN_ACCEPT } from '@/common/resume/resume-upload-schema.ts';
import { Button } from '@/src/components/ui/button.tsx';
import { ProgressBar } from '@/src/components/ui/progress-bar.tsx';
import { ApiError } from '@/src/lib/api-client.ts';
import { db } from '@/src/lib/db.ts';
import { useSessionStore } from '@/src/lib/session-store.ts';
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';
import { useOnlineStatus } from '@/src/lib/use-online-status.ts';
import { deleteResume } from '../api/delete-resume.ts';
import { importJsonResume } from '../api/import-json-resume.ts';
import { jsonResumeSchema } from '@/common/resume/export/json-resume-schema.ts';
import { syncOwner } from '@/src/lib/sync/sync-owner.ts';
import { checkResumeChoice } from '../logic/check-resume-choice.ts';
import { queueResumeUpload } from '@/src/lib/queue-resume-upload.ts';
import { useResumes } from '../hooks/use-resumes.ts';
import { useWaitingUploads } from '../hooks/use-waiting-uploads.ts';
import { useResumeUploadStore } from '../stores/resume-upload-store.ts';
import { useResumeViewStore } from '../stores/resume-view-store.ts';
import { ResumeEditor } from './resume-editor.tsx';
import { ResumeExportPanel } from './resume-export-panel.tsx';
import { ResumePreview } from './resume-preview.tsx';
import { keepCoverLetterChoice } from '../storage/keep-cover-letter-choice.ts';
import { ResumeRolesList } from './resume-roles-list.tsx';
import { RoleAnalysisPanel } from './role-analysis-panel.tsx';
import { RoleFlow } from './role-flow.tsx';
import styles from './resumes-page.module.css';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { UploadResumeModal, type UploadModalState } from './upload-resume-modal.tsx';

const STATUS_LABELS = { processing: 'Processing', ready: 'Ready', failed: 'Failed' } as const;

function modifiedLabel(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
}

export function ResumesPage() {
  const session = useSessionStore((state) => state.session);
  const owner = session ? syncOwner(session) : '';
  const online = useOnlineStatus();
  const resumes = useResumes(owner);
  const view = useResumeViewStore((state) => state.view);
  const openEditor = useResumeViewStore((state) => state.openEditor);
  const showList = useResumeViewStore((state) => state.showList);
  const editing = view.name === 'editor' ? view : null;
  const active = useResumeUploadStore((state) => state.active);
  const waiting = useWaitingUploads(owner);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [modal, setModal] = useState<UploadModalState | null>(null);
  const [modalUploadId, setModalUploadId] = useState<string | null>(null);
  // Just uploaded on the first-run screen (issue 25): open it in the editor, at "Check N fields",
  // as soon as it is read; a failed one stays in the list, which says why.
  const [searchParams, setSearchParams] = useSearchParams();
  const toCheck = searchParams.get(RESUME_CHECK_PARAM);
  const toCheckStatus = resumes.list?.find((item) => item.resume_id === toCheck)?.status;
  useEffect(() => {
    if (!toCheck || !toCheckStatus || toCheckStatus === 'processing') return;
    setSearchParams({}, { replace: true });
    resumes.select(toCheck);
    if (toCheckStatus === 'ready') openEditor(toCheck);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [toCheck, toCheckStatus]);
  // The analysis is kept with its role (issue 26): remember a cover letter asked for with it, so
  // reopening it from the list shows the letter again.
  const shownRole = view.name === 'editor' && view.coverLetter ? view.roleId : null;
  useEffect(() => {
    if (owner && shownRole) void keepCoverLetterChoice(owner, shownRole);
  }, [owner, shownRole]);

  const upload = async (file: File | undefined) => {
    if (!file || !owner) return;
    if (inputRef.current) inputRef.current.value = '';
    const problem = await checkResumeChoice(file);
    if (problem) {
      setModal({ phase: 'failed', fileName: file.name, message: problem });
      return;
    }
    // Kept on the device first (the sync engine's outbox): a lost connection mid-upload never
    // loses the file.
    const id = await queueResumeUpload(owner, file);
    if (!navigator.onLine) {
      setModal({ phase: 'queued', fileName: file.name });
      return;
    }
    setModalUploadId(id);
    setModal({ phase: 'uploading', fileName: file.name, progress: 0 });
    // Sent now (another tab that sends, or a failure that passes, leaves it waiting).
    const outcome = await appSyncEngine.sendNow(id);
    setModalUploadId(null);
    if (outcome === 'sent') setModal({ phase: 'uploaded', fileName: file.name });
    else if (outcome === 'waiting') setModal({ phase: 'queued', fileName: file.name });
    else {
      // Refused (its type or size): shown here, so it does not wait in the list too.
      await appSyncEngine.discardFile(id);
      setModal({ phase: 'failed', fileName: file.name, message: outcome.refused });
    }
  };

  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState<{ id: string; name: string } | null>(null);
  const remove = async (resumeId: string) => {
    setConfirmDelete(null);
    if (deleting) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await deleteResume(resumeId);
    } catch (error) {
      // Already gone (another tab or device): the list refresh below shows it.
      if (!(error instanceof ApiError && error.status === 404)) {
        setDeleteError(error instanceof Error ? error.message : 'The resume could not be deleted.');
        setDeleting(false);
        return;
      }
    }
    await db.resumeDetails.delete(`${owner}:${resumeId}`);
    setDeleting(false);
    resumes.refresh();
  };

  const jsonInputRef = useRef<HTMLInputElement>(null);
  const [importState, setImportState] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const importJson = async (file: File | undefined) => {
    if (jsonInputRef.current) jsonInputRef.current.value = '';
    if (!file) return;
    setImportState({ busy: true, error: null });
    try {
      let data: unknown;
      try {
        data = JSON.parse(await file.text());
      } catch {
        throw new Error('This file is not JSON. Choose a JSON Resume file (.json).');
      }
      const parsed = jsonResumeSchema.safeParse(data);
      if (!parsed.success) {
        const field = parsed.error.issues[0]?.path.join('.') ?? '';
        throw new Error(`This is not a valid JSON Resume${field ? ` (${field})` : ''}.`);
      }
      const created = await importJsonResume(file.name, parsed.data);
      resumes.refresh();
      resumes.select(created.resume_id);
      setImportState({ busy: false, error: null });
    } catch (error) {
      setImportState({
        busy: false,
        error: error instanceof Error ? error.message : 'The file could not be imported.',
      });
    }
  };

  const shownModal: UploadModalState | null =
    modal?.phase === 'uploading' && active && active.id === modalUploadId
      ? { ...modal, progress: active.progress }
      : modal;
  const list = resumes.list;
  const selected = list?.find((item) => item.resume_id === resumes.selectedId) ?? null;
  const backgroundUpload = active && active.id !== modalUploadId ? active : null;
  const openRoleForm = useResumeViewStore((state) => state.openRoleForm);
  const editForRole = () => {
    // product.md#errors: with no resume selected this only logs.
    if (!resumes.selectedId) console.warn('Edit for Role needs a selected resume.');
    else openRoleForm(resumes.selectedId);
  };

  if (view.name === 'role-form' || view.name === 'cover-letter') {
    return (
      <div className={`container ${styles.page}`}>
        <h1 className="page-title">Resumes</h1>
        <RoleFlow owner={owner} view={view} />
      </div>
    );
  }

  return (
    <div className={`container ${styles.page}`}>
      <h1 className="page-title">Resumes</h1>
      <div className={styles.toolbar}>
        <div role="tablist" aria-label="Resume views" className={styles.tabs}>
          <button type="button" role="tab" aria-selected="true" className={styles.tab}>
            Resumes
          </button>
        </div>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={RESUMES_SCREEN_ACCEPT}
          className={styles.fileInput}
          aria-label="Choose a resume file"
          onChange={(event) => void upload(event.target.files?.[0])}
        />
        <input
          ref={jsonInputRef}
          type="file"
          accept=".json,application/json"
          className={styles.fileInput}
          aria-label="Choose a JSON Resume file"
          onChange={(event) => void importJson(event.target.files?.[0])}
        />
        {/* Hidden while editing (product.md#resumes). */}
        {!editing && (
          <span className={styles.toolbarButtons}>
            <Button
              variant="secondary"
              disabled={!online || importState.busy}
              title={online ? undefined : 'Connect to the internet to import a resume.'}
              onClick={() => jsonInputRef.current?.click()}
            >
              {importState.busy ? 'Importing…' : 'Import JSON'}
            </Button>
            <Button onClick={() => inputRef.current?.click()}>Upload New</Button>
          </span>
        )}
      </div>
      {importState.error && (
        <p className={styles.failure} role="alert">
          {importState.error}
        </p>
      )}

      {!online && (
        <p className={styles.offlineNote} role="status">
          You are offline. This is the copy saved on this device
          {resumes.cachedAt ? ` (as of ${modifiedLabel(resumes.cachedAt)})` : ''}.
        </p>
      )}
      {backgroundUpload && (
        <div className={styles.uploadBanner} role="status">
          <span>Uploading {backgroundUpload.fileName}…</span>
          <ProgressBar value={backgroundUpload.progress} label="Upload progress" size="small" />
        </div>
      )}
      {waiting.filter((item) => item.id !== active?.id && item.id !== modalUploadId).length > 0 && (
        <ul className={styles.waitingList} aria-label="Files waiting to upload">
          {waiting
            .filter((item) => item.id !== active?.id && item.id !== modalUploadId)
            .map((item) => (
              <li key={item.id} className={styles.waitingItem}>
                <span>
                  {item.fileName}:{' '}
                  {item.error ?? 'waiting for a connection; it will upload automatically.'}
                </span>
                <Button
                  variant="ghost"
                  size="small"
                  onClick={() => void appSyncEngine.discardFile(item.id)}
                >
                  Remove
                </Button>
              </li>
            ))}
        </ul>
      )}
      {resumes.listError && (
        <p className={styles.failure} role="alert">
          {resumes.listError}{' '}
          <Button variant="ghost" size="small" onClick={resumes.refresh}>
            Try again
          </Button>
        </p>
      )}

      {editing ? (
        <ResumeEditor
          key={editing.resumeId}
          owner={owner}
          resumeId={editing.resumeId}
          role={
            editing.roleId
              ? { roleId: editing.roleId, coverLetter: editing.coverLetter }
              : undefined
          }
          aside={
            editing.roleId ? (
              <RoleAnalysisPanel
                resumeId={editing.resumeId}
                roleId={editing.roleId}
                coverLetter={editing.coverLetter}
              />
            ) : undefined
          }
          onBack={() => {
            showList();
            resumes.refresh();
          }}
        />
      ) : list === null ? (
        <p className={styles.stateNote} role="status">
          Loading your resumes…
        </p>
      ) : list.length === 0 ? (
        <div className={styles.empty}>
          <h2>No resumes yet</h2>
          <p>Upload your resume (PDF or Word, up to 5 MB) and we will read it into its sections.</p>
          <Button onClick={() => inputRef.current?.click()}>Upload your resume</Button>
        </div>
      ) : (
        <div className={styles.layout}>
          <nav className={styles.drawer} aria-label="Your resumes">
            <ul className={styles.resumeList}>
              {list.map((item) => (
                <li key={item.resume_id}>
                  <button
                    type="button"
                    className={styles.resumeCard}
                    aria-current={item.resume_id === resumes.selectedId ? 'true' : undefined}
                    onClick={() => resumes.select(item.resume_id)}
                  >
                    <span className={styles.cardName}>{item.resume_name}</span>
                    <span className={styles.cardMeta}>
                      {[item.learner_name, item.role].filter(Boolean).join(' · ') || '—'}
                    </span>
                    <span className={styles.cardFooter}>
                      <span className={styles[`status_${item.status}`]}>
                        {STATUS_LABELS[item.status]}
                      </span>
                      <span>{modifiedLabel(item.modified)}</span>
                    </span>
                    {item.status === 'processing' && item.parse_progress !== null && (
                      // A scan is read with OCR, seconds per page (issue 25).
                      <ProgressBar
                        value={item.parse_progress}
                        label="Reading the scanned résumé"
                        size="small"
                      />
                    )}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {selected && (
            <div className={styles.previewColumn}>
              {/* Above the preview (it can be 1,600 px tall), so the next step is in view.
                  Delete is quieter than the edits and asks first (issue 24 §4). */}
              <div className={styles.previewActions}>
                <Button size="small" onClick={editForRole}>
                  Edit for Role
                </Button>
                <Button
                  size="small"
                  variant="secondary"
                  disabled={selected.status !== 'ready' || !resumes.details}
                  onClick={() => openEditor(selected.resume_id)}
                >
                  Edit Resume
                </Button>
                <Button
                  variant="ghost"
                  size="small"
                  className={styles.deleteButton}
                  disabled={!online || deleting}
                  title={online ? undefined : 'Connect to the internet to delete a resume.'}
                  onClick={() =>
                    setConfirmDelete({ id: selected.resume_id, name: selected.resume_name })
                  }
                >
                  {deleting ? 'Deleting…' : 'Delete resume'}
                </Button>
                {deleteError && (
                  <p className={styles.failure} role="alert">
                    {deleteError}
                  </p>
                )}
              </div>
              <ResumeRolesList
                owner={owner}
                resumeId={selected.resume_id}
                canOpen={selected.status === 'ready' && Boolean(resumes.details)}
                onOpen={(row) =>
                  openEditor(selected.resume_id, {
                    roleId: row.roleId,
                    coverLetter: row.coverLetter ?? false,
                  })
                }
              />
              {resumes.details?.status === 'ready' ? (
                <ResumeExportPanel owner={owner} details={resumes.details} />
              ) : (
                <ResumePreview
                  item={selected}
                  details={resumes.details}
                  error={resumes.detailsError}
                />
              )}
            </div>
          )}
        </div>
      )}
      <ConfirmDeleteDialog
        name={confirmDelete?.name ?? null}
        onConfirm={() => {
          if (confirmDelete) void remove(confirmDelete.id);
        }}
        onCancel={() => setConfirmDelete(null)}
      />
      <UploadResumeModal state={shownModal} onClose={() => setModal(null)} />
    </div>
  );
}
