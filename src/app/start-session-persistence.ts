/**
 * Starts session persistence (src/lib/persist-session.ts) without putting zod and the API client
 * on the public pages (the landing route loads ≤ 120 KB of JS). A visitor who never
 * signed in has no `auth_data`, so the validating code loads only when a stored session exists,
 * when this tab signs in, or when another tab does.
 */
import { SESSION_STORAGE_KEY } from '@/common/session/session-storage-key.ts';
import { hasStoredValue, onStoredChange } from '../lib/local-storage.ts';
import { useSessionStore } from '../lib/session-store.ts';

let started: Promise<void> | undefined;

function start(): Promise<void> {
  started ??= import('../lib/persist-session.ts').then((module) => {
    module.persistSession();
  });
  return started;
}

/**
 * Resolves once a stored session, if there is one, is in the store (at once when there is none),
 * so the first render already knows whether the user is signed in.
 */
export function startSessionPersistence(): Promise<void> {
  if (hasStoredValue(SESSION_STORAGE_KEY)) return start();
  const startOnce = () => {
    unsubscribeStore();
    unsubscribeTabs();
    void start();
  };
  const unsubscribeStore = useSessionStore.subscribe((state) => {
    if (state.session) startOnce();
  });
  const unsubscribeTabs = onStoredChange(SESSION_STORAGE_KEY, startOnce);
  return Promise.resolve();
}
