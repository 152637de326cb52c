/**
 * The verify page's check of one certificate id: loads the credential and the issuer's keys
 * (storage/load-verify-record.ts) and verifies the signature here, in the browser
 * (common/certificates/verify-credential.ts), never trusting the server's word for it.
 */
import { useEffect, useState } from 'react';
import {
  verifyCredential,
  type VerificationResult,
} from '@/common/certificates/verify-credential.ts';
import { ApiError } from '@/src/lib/api-client.ts';
import { loadVerifyRecord, type VerifySource } from '../storage/load-verify-record.ts';

export type VerificationState =
  | { phase: 'loading' }
  | { phase: 'missing' }
  | { phase: 'error'; message: string }
  | { phase: 'done'; source: VerifySource; result: VerificationResult };

export function useVerification(id: string | undefined): VerificationState | null {
  const [state, setState] = useState<VerificationState | null>(null);
  useEffect(() => {
    if (!id) {
      setState(null);
      return;
    }
    let live = true;
    setState({ phase: 'loading' });
    void (async () => {
      try {
        const source = await loadVerifyRecord(id);
        if (!source) {
          if (live) setState({ phase: 'missing' });
          return;
        }
        const { record } = source;
        const result = await verifyCredential(record.credential, {
          issuer: source.issuer,
          now: new Date(),
          revocation: record.revoked_at
            ? { revokedAt: record.revoked_at, reason: record.revocation_reason }
            : null,
        });
        if (live) setState({ phase: 'done', source, result });
      } catch (error) {
        if (!live) return;
        setState({
          phase: 'error',
          message:
            error instanceof ApiError
              ? error.message
              : 'This certificate could not be checked. Please try again.',
        });
      }
    })();
    return () => {
      live = false;
    };
  }, [id]);
  return state;
}
