/**
 * What "sign out" means locally (product.md#flows, #errors): the session goes, and so does every piece of the
 * user's cached API data. Features that cache such data (Dexie tables, in-memory caches) register
 * a cleanup here; the sign-out action and the API client (when a refresh fails) both call
 * `clearSignedInData`, so the two paths can never drift apart.
 */
import { RUNTIME_CACHES } from '@/common/cache-names.ts';
import { useSessionStore } from './session-store.ts';

/** The service worker's caches of /api responses: user data by product.md#flows, so they go too. */
const API_RESPONSE_CACHES = [RUNTIME_CACHES.lessonsApi, RUNTIME_CACHES.lessonMedia];

type Cleanup = () => void | Promise<void>;

const cleanups = new Set<Cleanup>();

/** Registers a cleanup to run on every sign-out; returns a function that unregisters it. */
export function registerSignOutCleanup(cleanup: Cleanup): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

async function deleteApiResponseCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(API_RESPONSE_CACHES.map((name) => caches.delete(name)));
}

/**
 * Clears the session (and with it `auth_data`), the cached API responses, and runs every
 * registered cleanup.
 */
export async function clearSignedInData(): Promise<void> {
  useSessionStore.getState().clear();
  await Promise.all(
    [deleteApiResponseCaches, ...cleanups].map(async (cleanup) => {
      try {
        await cleanup();
      } catch (error) {
        console.warn('A sign-out cleanup failed', error);
      }
    }),
  );
}
