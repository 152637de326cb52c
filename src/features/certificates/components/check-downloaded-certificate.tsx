/**
 * "Check a downloaded certificate": paste the JSON or choose the file; it is verified here in
 * the browser against the issuer's published key, exactly like a certificate fetched by id.
 */
import { useId, useState, type ChangeEvent } from 'react';
import { openBadgeCredentialSchema } from '@/common/certificates/credential-schema.ts';
import {
  verifyCredential,
  type VerificationResult,
} from '@/common/certificates/verify-credential.ts';
import { Button } from '@/src/components/ui/button.tsx';
import { FormField } from '@/src/components/ui/form-field.tsx';
import { ApiError } from '@/src/lib/api-client.ts';
import { parseCredentialText } from '../logic/parse-credential-text.ts';
import { loadIssuerDocument } from '../storage/load-issuer-document.ts';
import { CredentialDetails } from './credential-details.tsx';
import { VerificationStatus } from './verification-status.tsx';
import styles from './verify-page.module.css';

type CheckState =
  | { phase: 'idle' }
  | { phase: 'checking' }
  | { phase: 'error'; message: string }
  | { phase: 'done'; result: VerificationResult; value: unknown };

export function CheckDownloadedCertificate({ initialText = '' }: { initialText?: string }) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const [state, setState] = useState<CheckState>({ phase: 'idle' });

  async function check() {
    const parsed = parseCredentialText(text);
    if (!parsed.ok) {
      setState({ phase: 'error', message: parsed.message });
      return;
    }
    setState({ phase: 'checking' });
    try {
      const issuer = await loadIssuerDocument();
      // No revocation record for a file: the status comes from the verify page by id.
      const result = await verifyCredential(parsed.value, { issuer, now: new Date() });
      setState({ phase: 'done', result, value: parsed.value });
    } catch (error) {
      setState({
        phase: 'error',
        message:
          error instanceof ApiError
            ? `The issuer's key could not be loaded: ${error.message}`
            : 'The certificate could not be checked. Please try again.',
      });
    }
  }

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setText(await file.text());
    setState({ phase: 'idle' });
  }

  const details = state.phase === 'done' ? openBadgeCredentialSchema.safeParse(state.value) : null;
  return (
    <section className={styles.check} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Check a downloaded certificate</h2>
      <FormField id={`${id}-json`} label="Certificate JSON">
        {(control) => (
          <textarea
            {...control}
            className={styles.textarea}
            rows={8}
            spellCheck={false}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setState({ phase: 'idle' });
            }}
          />
        )}
      </FormField>
      <div className={styles.actions}>
        <label className={styles.file}>
          Choose a file
          <input type="file" accept="application/json,.json" onChange={(e) => void readFile(e)} />
        </label>
        <Button onClick={() => void check()} disabled={state.phase === 'checking'}>
          {state.phase === 'checking' ? 'Checking…' : 'Check'}
        </Button>
      </div>
      {state.phase === 'error' && (
        <p className={styles.error} role="alert">
          {state.message}
        </p>
      )}
      {state.phase === 'done' && (
        <>
          <VerificationStatus result={state.result} />
          {details?.success && <CredentialDetails credential={details.data} />}
        </>
      )}
    </section>
  );
}
