/**
 * Sign In (product.md#sign-in): one e-mail field, "Get Token" ("Sending Token..." while loading), a
 * link to Sign Up. On success the e-mail becomes the pending e-mail and the Verify screen opens.
 * The answer is the same whether or not an account exists; the e-mail tells the difference.
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { emailSchema } from '@/common/auth/auth-field-schemas.ts';
import { AUTH_ERROR_CODES } from '@/common/auth/auth-error-codes.ts';
import { PUBLIC_ROUTES } from '@/common/routes.ts';
import { Button } from '@/src/components/ui/button.tsx';
import { ApiError } from '@/src/lib/api-client.ts';
import { requestSignInCode } from '../api/request-sign-in-code.ts';
import { authErrorMessage } from '../logic/auth-error-message.ts';
import { savePendingSignIn } from '../storage/pending-sign-in.ts';
import { useValidatedFields } from '../hooks/use-validated-fields.ts';
import styles from './auth-form.module.css';
import { TextField } from './text-field.tsx';

const SCHEMAS = { email: emailSchema };

export function SignInPage() {
  const navigate = useNavigate();
  const form = useValidatedFields(SCHEMAS, { email: '' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; cooldownEmail?: string } | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const invalid = form.validateAll();
    if (invalid) {
      document.getElementById('sign-in-email')?.focus();
      return;
    }
    const email = emailSchema.parse(form.values.email);
    setBusy(true);
    try {
      const sent = await requestSignInCode({ email });
      savePendingSignIn({
        email: sent.email,
        kind: 'sign_in',
        resend_at: Date.now() + sent.resend_after_s * 1000,
      });
      await navigate(PUBLIC_ROUTES.verifyEmail);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.fields?.email) {
        form.setErrors({ email: error.fields.email });
      } else if (error instanceof ApiError && error.code === AUTH_ERROR_CODES.resendCooldown) {
        setFailure({ message: error.message, cooldownEmail: email });
      } else {
        setFailure({ message: authErrorMessage(error) });
      }
    }
  };

  const continueWithSentCode = async (email: string) => {
    savePendingSignIn({ email, kind: 'sign_in', resend_at: Date.now() + 60_000 });
    await navigate(PUBLIC_ROUTES.verifyEmail);
  };

  return (
    <>
      <div className={styles.header}>
        <h1 className={styles.title}>Sign In</h1>
        <p className={styles.lead}>Enter your email and we will send you a 6-digit sign-in code.</p>
      </div>
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          id="sign-in-email"
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={form.values.email}
          onValueChange={(value) => form.setValue('email', value)}
          onBlur={() => form.validateField('email')}
          error={form.errors.email}
        />
        {failure && (
          // A code sent moments ago is not a failure: the wait is information, shown neutrally
          // (a polite status), with the way on. Real errors stay red alerts.
          <p
            className={failure.cooldownEmail ? styles.notice : styles.alert}
            role={failure.cooldownEmail ? 'status' : 'alert'}
          >
            {failure.message}{' '}
            {failure.cooldownEmail && (
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => void continueWithSentCode(failure.cooldownEmail ?? '')}
              >
                Enter the code we sent
              </button>
            )}
          </p>
        )}
        <Button type="submit" block disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Sending Token...' : 'Get Token'}
        </Button>
      </form>
      <p className={styles.footer}>
        Don&apos;t have an account? <Link to={PUBLIC_ROUTES.register}>Sign Up</Link>
      </p>
    </>
  );
}
