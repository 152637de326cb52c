/**
 * Sign Up (product.md#sign-up): First Name (required), Last Name (optional), Email (required); "Sign
 * Up" ("Creating Account..." while loading); a link to Sign In. The account is created only when
 * the e-mailed code is verified. Field errors from the server appear under their inputs.
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { emailSchema, firstNameSchema, lastNameSchema } from '@/common/auth/auth-field-schemas.ts';
import { signUpRequestSchema, type SignUpFormValues } from '@/common/auth/sign-up-schema.ts';
import { PUBLIC_ROUTES } from '@/common/routes.ts';
import { Button } from '@/src/components/ui/button.tsx';
import { ApiError } from '@/src/lib/api-client.ts';
import { requestSignUpCode } from '../api/request-sign-up-code.ts';
import { authErrorMessage } from '../logic/auth-error-message.ts';
import { savePendingSignIn } from '../storage/pending-sign-in.ts';
import { useValidatedFields } from '../hooks/use-validated-fields.ts';
import styles from './auth-form.module.css';
import { TextField } from './text-field.tsx';

const SCHEMAS = { first_name: firstNameSchema, last_name: lastNameSchema, email: emailSchema };
const FIELD_IDS: Record<keyof SignUpFormValues, string> = {
  first_name: 'sign-up-first-name',
  last_name: 'sign-up-last-name',
  email: 'sign-up-email',
};

export function SignUpPage() {
  const navigate = useNavigate();
  const form = useValidatedFields(SCHEMAS, { first_name: '', last_name: '', email: '' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const invalid = form.validateAll();
    if (invalid) {
      document.getElementById(FIELD_IDS[invalid])?.focus();
      return;
    }
    const request = signUpRequestSchema.parse(form.values);
    setBusy(true);
    try {
      const sent = await requestSignUpCode(request);
      savePendingSignIn({
        email: sent.email,
        kind: 'sign_up',
        first_name: request.first_name,
        last_name: request.last_name,
        resend_at: Date.now() + sent.resend_after_s * 1000,
      });
      await navigate(PUBLIC_ROUTES.verifyEmail);
    } catch (error) {
      setBusy(false);
      const fields = error instanceof ApiError ? error.fields : undefined;
      if (fields && (fields.first_name || fields.last_name || fields.email)) {
        form.setErrors({
          first_name: fields.first_name,
          last_name: fields.last_name,
          email: fields.email,
        });
      } else {
        setFailure(authErrorMessage(error));
      }
    }
  };

  const field = (name: keyof SignUpFormValues) => ({
    id: FIELD_IDS[name],
    name,
    value: form.values[name],
    onValueChange: (value: string) => form.setValue(name, value),
    onBlur: () => form.validateField(name),
    error: form.errors[name],
  });

  return (
    <>
      <div className={styles.header}>
        <h1 className={styles.title}>Sign Up</h1>
        <p className={styles.lead}>Create your account. We will email you a code to confirm it.</p>
      </div>
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField {...field('first_name')} label="First Name" autoComplete="given-name" required />
        <TextField {...field('last_name')} label="Last Name" autoComplete="family-name" optional />
        <TextField
          {...field('email')}
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        {failure && (
          <p className={styles.alert} role="alert">
            {failure}
          </p>
        )}
        <Button type="submit" block disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Creating Account...' : 'Sign Up'}
        </Button>
      </form>
      <p className={styles.footer}>
        Already have an account? <Link to={PUBLIC_ROUTES.login}>Sign In</Link>
      </p>
    </>
  );
}
