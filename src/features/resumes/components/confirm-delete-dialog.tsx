/**
 * Asks before a résumé is deleted (issue 24 §4): deleting removes the résumé and its file on the
 * server, with no undo. A native modal <dialog> traps focus and closes on Escape; focus starts on
 * Cancel, so Enter pressed by habit never deletes.
 */
import { useEffect, useRef } from 'react';
import { Button } from '@/src/components/ui/button.tsx';
import styles from './confirm-delete-dialog.module.css';

interface ConfirmDeleteDialogProps {
  /** The résumé's name while the question is open; null when closed. */
  name: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDeleteDialog({ name, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (name !== null && !element.open) {
      element.showModal();
      element.querySelector<HTMLButtonElement>('[data-cancel]')?.focus();
    }
    if (name === null && element.open) element.close();
  }, [name]);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="delete-resume-title"
      aria-describedby="delete-resume-body"
      onClose={onCancel}
    >
      <h2 id="delete-resume-title" className={styles.title}>
        Delete this resume?
      </h2>
      <p id="delete-resume-body" className={styles.body}>
        &ldquo;{name}&rdquo; and its file will be removed from your account. This cannot be undone.
      </p>
      <div className={styles.actions}>
        <Button data-cancel variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          Delete resume
        </Button>
      </div>
    </dialog>
  );
}
