/**
 * Connects the session store to local storage: restores `auth_data` at start, writes it on every
 * change, and follows other tabs (sign-in, sign-out and token refresh made elsewhere).
 * Loaded lazily by src/app/start-session-persistence.ts: if this tab signed in before it started,
 * the store's session is the newer one and is written rather than overwritten.
 */
import { sessionSchema } from '@/common/session/session-schema.ts';
import { SESSION_STORAGE_KEY } from '@/common/session/session-storage-key.ts';
import { onStoredChange, readStoredJson, removeStored, writeStoredJson } from './local-storage.ts';
import { useSessionStore } from './session-store.ts';

export function persistSession(): () => void {
  const current = useSessionStore.getState().session;
  if (current) writeStoredJson(SESSION_STORAGE_KEY, current);
  else {
    useSessionStore
      .getState()
      .setSession(readStoredJson(SESSION_STORAGE_KEY, sessionSchema) ?? null);
  }

  let applyingRemote = false;
  const unsubscribeStore = useSessionStore.subscribe((state, previous) => {
    if (applyingRemote || state.session === previous.session) return;
    if (state.session) writeStoredJson(SESSION_STORAGE_KEY, state.session);
    else removeStored(SESSION_STORAGE_KEY);
  });
  const unsubscribeTabs = onStoredChange(SESSION_STORAGE_KEY, () => {
    applyingRemote = true;
    try {
      useSessionStore
        .getState()
        .setSession(readStoredJson(SESSION_STORAGE_KEY, sessionSchema) ?? null);
    } finally {
      applyingRemote = false;
    }
  });
  return () => {
    unsubscribeStore();
    unsubscribeTabs();
  };
}
