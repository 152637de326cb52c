/**
 * Warning shown by Sign Out when changes are not yet synced: the user can wait (the
 * queues are asked to flush and sign-out happens by itself once they are empty), sign out anyway
 * (losing those changes), or stay signed in. A native <dialog> gives focus trapping and Escape.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { countPendingSync, flushPendingSync } from '../lib/pending-sync.ts';
import styles from './sign-out-dialog.module.css';
import { signOutNow } from './sign-out-now.ts';
import { useSignOutPrompt } from './sign-out-prompt-store.ts';

const SYNC_POLL_MS = 1000;

function changes(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'}`;
}

export function SignOutDialog() {
  const pendingCount = useSignOutPrompt((state) => state.pendingCount);
  const close = useSignOutPrompt((state) => state.close);
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const [waiting, setWaiting] = useState(false);
  const [remaining, setRemaining] = useState<number | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (pendingCount !== null && !element.open) element.showModal();
    if (pendingCount === null && element.open) element.close();
  }, [pendingCount]);

  useEffect(() => {
    if (!waiting) return;
    let stopped = false;
    void flushPendingSync();
    const timer = window.setInterval(() => {
      void countPendingSync().then(async (count) => {
        if (stopped) return;
        setRemaining(count);
        if (count === 0) {
          stopped = true;
          window.clearInterval(timer);
          setWaiting(false);
          close();
          await signOutNow(navigate);
        }
      });
    }, SYNC_POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [waiting, close, navigate]);

  const dismiss = () => {
    setWaiting(false);
    setRemaining(null);
    close();
  };

  const count = remaining ?? pendingCount ?? 0;
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="sign-out-title"
      onClose={dismiss}
    >
      <h2 id="sign-out-title" className={styles.title}>
        Sign out with unsynced changes?
      </h2>
      <p className={styles.body} role={waiting ? 'status' : undefined}>
        {waiting
          ? `Syncing… ${changes(count)} left. You will be signed out as soon as everything is saved.`
          : `You have ${changes(count)} that ${count === 1 ? 'has' : 'have'} not been saved to your account yet. If you sign out now, ${count === 1 ? 'it' : 'they'} will be lost.`}
      </p>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={dismiss}>
          {waiting ? 'Cancel' : 'Stay signed in'}
        </Button>
        {!waiting && (
          <Button variant="secondary" onClick={() => setWaiting(true)}>
            Wait for sync
          </Button>
        )}
        <Button
          variant="danger"
          onClick={() => {
            dismiss();
            void signOutNow(navigate);
          }}
        >
          Sign out anyway
        </Button>
      </div>
    </dialog>
  );
}
