/**
 * The upload modal of product.md#flows: "Uploading Resume" with the progress, then "Resume Uploaded"
 * with a note that it will be ready shortly; Close dismisses it. Offline, it says the file is kept
 * on this device and will be uploaded when the connection returns. A native <dialog> traps focus
 * and closes on Escape. 400×300 on desktop, full width on phones (product.md#constants).
 */
import { useEffect, useRef } from 'react';
import { Button } from '@/src/components/ui/button.tsx';
import { ProgressBar } from '@/src/components/ui/progress-bar.tsx';
import styles from './resumes-page.module.css';

export type UploadModalState =
  | { phase: 'uploading'; fileName: string; progress: number }
  | { phase: 'uploaded'; fileName: string }
  | { phase: 'queued'; fileName: string }
  | { phase: 'failed'; fileName: string; message: string };

interface UploadResumeModalProps {
  state: UploadModalState | null;
  onClose: () => void;
}

const TITLES: Record<UploadModalState['phase'], string> = {
  uploading: 'Uploading Resume',
  uploaded: 'Resume Uploaded',
  queued: 'Saved on this device',
  failed: 'Upload failed',
};

export function UploadResumeModal({ state, onClose }: UploadResumeModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (state && !element.open) element.showModal();
    if (!state && element.open) element.close();
  }, [state]);

  return (
    <dialog
      ref={dialog}
      className={styles.modal}
      aria-labelledby="upload-modal-title"
      onCancel={(event) => {
        // Escape may not close it mid-upload (the progress would vanish); Close appears after.
        if (state?.phase === 'uploading') event.preventDefault();
        else onClose();
      }}
    >
      {state && (
        <>
          <h2 id="upload-modal-title" className={styles.modalTitle}>
            {TITLES[state.phase]}
          </h2>
          <p className={styles.modalFile}>{state.fileName}</p>
          {state.phase === 'uploading' && (
            <ProgressBar value={state.progress} label="Upload progress" />
          )}
          <p className={styles.modalBody} role="status">
            {state.phase === 'uploading' && 'Sending your resume…'}
            {state.phase === 'uploaded' &&
              'Your resume will be ready shortly. We are reading it now; it appears in the list as soon as it is done.'}
            {state.phase === 'queued' &&
              'You are offline. The file is kept on this device and will be uploaded as soon as you are back online.'}
            {state.phase === 'failed' && state.message}
          </p>
          {state.phase !== 'uploading' && (
            <div className={styles.modalActions}>
              <Button onClick={onClose} autoFocus>
                Close
              </Button>
            </div>
          )}
        </>
      )}
    </dialog>
  );
}
