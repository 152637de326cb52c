/**
 * The sign-in in progress between "Get Token"/"Sign Up" and "Verify Token": the pending e-mail
 * (product.md#entities), which request sent the code (so "Resend code" repeats the same one), and when a
 * new code may be requested. Kept in local storage so a reload of the Verify screen keeps working,
 * and mirrored into the session store's `pendingEmail`.
 */
import { z } from 'zod';
import { readStoredJson, removeStored, writeStoredJson } from '@/src/lib/local-storage.ts';
import { useSessionStore } from '@/src/lib/session-store.ts';

export const PENDING_SIGN_IN_STORAGE_KEY = 'pending_sign_in';

const pendingSignInSchema = z.object({
  email: z.string().min(1),
  kind: z.enum(['sign_in', 'sign_up']),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  /** Epoch ms from which "Resend code" is allowed. */
  resend_at: z.number(),
});

export type PendingSignIn = z.infer<typeof pendingSignInSchema>;

export function readPendingSignIn(): PendingSignIn | undefined {
  return readStoredJson(PENDING_SIGN_IN_STORAGE_KEY, pendingSignInSchema);
}

export function savePendingSignIn(pending: PendingSignIn): void {
  writeStoredJson(PENDING_SIGN_IN_STORAGE_KEY, pending);
  useSessionStore.getState().setPendingEmail(pending.email);
}

export function clearPendingSignIn(): void {
  removeStored(PENDING_SIGN_IN_STORAGE_KEY);
  useSessionStore.getState().setPendingEmail(null);
}
