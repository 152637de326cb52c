/**
 * Client entry. Public marketing pages arrive prerendered (scripts/build/prerender.mjs): when the markup
 * in #root was written for this very route and nobody is signed in, the page's chunk is preloaded
 * and the markup hydrated; otherwise (a signed-in user, or the landing HTML served for another
 * path) it is discarded and the app renders fresh.
 */
import './app/configure-zod.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SESSION_STORAGE_KEY } from '../common/session/session-storage-key.ts';
import { App } from './app/app.tsx';
import { PRERENDERED_PAGES, SIGNED_IN_PAGES } from './app/pages.ts';
import { startSessionPersistence } from './app/start-session-persistence.ts';
import {
  listenForInstallPrompt,
  registerServiceWorker,
} from './features/pwa/browser/register-service-worker.ts';
import { hasStoredValue } from './lib/local-storage.ts';
import { useSessionStore } from './lib/session-store.ts';
import './styles/tokens.css';
import './styles/global.css';

listenForInstallPrompt();
registerServiceWorker();
const sessionReady = startSessionPersistence();

// The sync engine (src/lib/sync/) with the features' document types: triggers (start, sign-in,
// online, focus), the pending count for Sign Out and the sign-out cleanup of cached data. Its own
// chunk, so Dexie stays out of the entry bundle; only a signed-in user has anything to sync, so a
// visitor of the public pages never downloads it (the landing route never loads Dexie).
// It starts as soon as a session exists, so queued changes go out even if the user never reopens
// the screen that made them.
function startSyncWhenSignedIn(): void {
  const start = () => void import('./app/start-sync.ts').then((module) => module.startSync());
  if (useSessionStore.getState().session) {
    start();
    return;
  }
  const unsubscribe = useSessionStore.subscribe((state) => {
    if (!state.session) return;
    unsubscribe();
    start();
  });
}
void sessionReady.then(startSyncWhenSignedIn);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

function renderFresh(root: HTMLElement): void {
  root.replaceChildren();
  createRoot(root).render(app);
}

const currentRoute = window.location.pathname.replace(/(.)\/+$/, '$1');
const hasStoredSession = hasStoredValue(SESSION_STORAGE_KEY);
const prerenderedPage =
  container.dataset.prerenderedRoute === currentRoute && !hasStoredSession
    ? PRERENDERED_PAGES[currentRoute]
    : undefined;

if (prerenderedPage) {
  prerenderedPage.preload().then(
    // As a transition, hydration is time-sliced: the page stays responsive (no long task) while
    // React attaches to the markup, and a click during hydration is handled first.
    () => startTransition(() => void hydrateRoot(container, app)),
    () => renderFresh(container),
  );
} else {
  // A signed-in deep link (a reload, a bookmark, offline): load the screen's chunk before the
  // first render, so it renders at once instead of behind a Suspense fallback, which React
  // reveals at most every 300 ms. This keeps opening a cached lesson offline well under 300 ms.
  // The stored session is read (its chunk loaded) in parallel.
  const appPage = hasStoredSession ? SIGNED_IN_PAGES[currentRoute] : undefined;
  void Promise.allSettled([sessionReady, appPage?.preload()]).then(() => renderFresh(container));
}
