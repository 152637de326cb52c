/**
 * Verify Token (product.md#verify): shows the pending e-mail and six boxes; "Verify Token"
 * ("Verifying..." while loading) is enabled once all six are filled; Cancel goes to Sign In.
 * Without a pending e-mail it logs a warning and redirects to Sign In. A wrong or expired code gets
 * a clear message (tries left, or that a new code is needed) and "Resend code" has a visible
 * countdown. On success the session is stored and the user goes to /dashboard.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { AUTH_ERROR_CODES } from '@/common/auth/auth-error-codes.ts';
import { APP_ROUTES, PUBLIC_ROUTES } from '@/common/routes.ts';
import { Button } from '@/src/components/ui/button.tsx';
import { ApiError } from '@/src/lib/api-client.ts';
import { markFirstVisit } from '@/src/lib/mark-first-visit.ts';
import { useSessionStore } from '@/src/lib/session-store.ts';
import { requestSignInCode } from '../api/request-sign-in-code.ts';
import { requestSignUpCode } from '../api/request-sign-up-code.ts';
import { verifySignInCode } from '../api/verify-sign-in-code.ts';
import { authErrorMessage } from '../logic/auth-error-message.ts';
import {
  clearPendingSignIn,
  readPendingSignIn,
  savePendingSignIn,
  type PendingSignIn,
} from '../storage/pending-sign-in.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import styles from './auth-form.module.css';
import { CodeInput, emptyCode } from './code-input.tsx';

/** Errors after which the current code can no longer work. */
const NEEDS_NEW_CODE = new Set<string>([
  AUTH_ERROR_CODES.codeExhausted,
  AUTH_ERROR_CODES.codeInvalid,
]);

export function VerifyTokenPage() {
  const [pending, setPending] = useState<PendingSignIn | undefined>(readPendingSignIn);

  useEffect(() => {
    if (!pending) console.warn('Verify Token opened without a pending email: back to Sign In.');
  }, [pending]);

  if (!pending) return <Navigate to={PUBLIC_ROUTES.login} replace />;
  return <VerifyTokenForm pending={pending} onPendingChange={setPending} />;
}

function VerifyTokenForm({
  pending,
  onPendingChange,
}: {
  pending: PendingSignIn;
  onPendingChange: (pending: PendingSignIn) => void;
}) {
  const navigate = useNavigate();
  const [digits, setDigits] = useState(emptyCode);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; needsNewCode: boolean } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const [focusKey, setFocusKey] = useState(0);
  const resendIn = useCountdown(pending.resend_at);

  const code = digits.join('');
  const complete = /^\d{6}$/.test(code);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || busy) return;
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const session = await verifySignInCode({ email: pending.email, token: code });
      clearPendingSignIn();
      // A new account's first visit is greeted without "back" (issue 24 §4).
      markFirstVisit(pending.kind === 'sign_up' ? session.email : null);
      useSessionStore.getState().setSession(session);
      await navigate(APP_ROUTES.dashboard, { replace: true });
    } catch (failure) {
      setBusy(false);
      const apiError = failure instanceof ApiError ? failure : undefined;
      setError({
        message: authErrorMessage(failure),
        needsNewCode: apiError ? NEEDS_NEW_CODE.has(apiError.code) : false,
      });
      // A rejected code is useless; a network failure keeps what was typed.
      if (apiError?.kind === 'http') {
        setDigits(emptyCode());
        setFocusKey((key) => key + 1);
      }
    }
  };

  const resend = async () => {
    setResending(true);
    setNotice(null);
    try {
      const sent =
        pending.kind === 'sign_up'
          ? await requestSignUpCode({
              email: pending.email,
              first_name: pending.first_name ?? '',
              last_name: pending.last_name,
            })
          : await requestSignInCode({ email: pending.email });
      const next = { ...pending, resend_at: Date.now() + sent.resend_after_s * 1000 };
      savePendingSignIn(next);
      onPendingChange(next);
      setError(null);
      setDigits(emptyCode());
      setFocusKey((key) => key + 1);
      setNotice(`We sent a new code to ${pending.email}.`);
    } catch (failure) {
      if (
        failure instanceof ApiError &&
        failure.retryAfterS &&
        failure.code === AUTH_ERROR_CODES.resendCooldown
      ) {
        const next = { ...pending, resend_at: Date.now() + failure.retryAfterS * 1000 };
        savePendingSignIn(next);
        onPendingChange(next);
        // The wait is information, not an error: the code already sent still works.
        setNotice(authErrorMessage(failure));
        return;
      }
      setError({ message: authErrorMessage(failure), needsNewCode: false });
    } finally {
      setResending(false);
    }
  };

  return (
    <>
      <div className={styles.header}>
        <h1 className={styles.title}>Verify Token</h1>
        <p className={styles.lead}>
          We sent a 6-digit code to <span className={styles.email}>{pending.email}</span>. Enter it
          below.
        </p>
      </div>
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <CodeInput
          digits={digits}
          onChange={setDigits}
          // The message (tries left) stays while a new code is typed; the red boxes do not.
          invalid={error !== null && code.length === 0}
          disabled={busy}
          describedBy={error ? 'verify-error' : undefined}
          focusKey={focusKey}
        />
        {error && (
          <p id="verify-error" className={styles.alert} role="alert">
            {error.message}
          </p>
        )}
        {notice && (
          <p className={styles.notice} role="status">
            {notice}
          </p>
        )}
        <Button type="submit" block disabled={!complete || busy} aria-busy={busy || undefined}>
          {busy ? 'Verifying...' : 'Verify Token'}
        </Button>
      </form>
      <div className={styles.actions}>
        <p className={styles.resendLine}>Didn&apos;t get it? Check your spam folder.</p>
        <button
          type="button"
          className={styles.linkButton}
          disabled={resendIn > 0 || resending}
          onClick={() => void resend()}
        >
          {resending ? 'Sending…' : resendIn > 0 ? `Resend code in ${resendIn}s` : 'Resend code'}
        </button>
        <Link to={PUBLIC_ROUTES.login}>Cancel</Link>
      </div>
    </>
  );
}
