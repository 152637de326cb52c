/**
 * Registers the service worker with workbox-window. A new version never takes over on its own:
 * the store learns an update is waiting and the user chooses "Reload" (registerType 'prompt'),
 * so a tab with unsaved typing is never reloaded underneath the user.
 */
import { Workbox } from 'workbox-window';
import { SKIP_WAITING_MESSAGE } from '@/common/cache-names.ts';
import { usePwaStore, type BeforeInstallPromptEvent } from '../stores/pwa-store.ts';

/** How often an open tab asks the server for a new service worker. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;

  const workbox = new Workbox('/sw.js', { scope: '/', type: 'classic' });

  workbox.addEventListener('waiting', () => {
    usePwaStore.getState().setUpdateWaiting(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });

  void workbox
    .register()
    .then((registration) => {
      if (!registration) return;
      // A worker already waiting from an earlier visit (e.g. the tab was closed before reloading).
      if (registration.waiting && navigator.serviceWorker.controller) {
        const waiting = registration.waiting;
        usePwaStore.getState().setUpdateWaiting(() => {
          navigator.serviceWorker.addEventListener(
            'controllerchange',
            () => window.location.reload(),
            {
              once: true,
            },
          );
          waiting.postMessage(SKIP_WAITING_MESSAGE);
        });
      }
      window.setInterval(() => void registration.update(), UPDATE_CHECK_INTERVAL_MS);
    })
    .catch((error: unknown) => {
      // No offline support this visit (registration refused: private mode, blocked by policy); the
      // app itself works, so this is a warning, not an uncaught error.
      console.warn('The service worker could not be registered', error);
    });
}

/** Keeps the browser's deferred install prompt so an "Install app" action can show it later. */
export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    usePwaStore.getState().setInstallPrompt(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => usePwaStore.getState().setInstalled());
}
