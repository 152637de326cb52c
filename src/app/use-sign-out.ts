/**
 * Sign Out from the top-bar menu (product.md#top-bar, #flows). If the offline queues still hold changes, the
 * user is warned first and can wait for them to sync (sign-out-dialog.tsx); otherwise the session
 * is revoked on the server, local data is cleared and the user lands on /.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { countPendingSync } from '../lib/pending-sync.ts';
import { signOutNow } from './sign-out-now.ts';
import { useSignOutPrompt } from './sign-out-prompt-store.ts';

export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const pending = await countPendingSync();
    if (pending > 0) {
      useSignOutPrompt.getState().open(pending);
      return;
    }
    await signOutNow(navigate);
  }, [navigate]);
}
