/**
 * PWA lifecycle state: whether a new service worker is waiting, and the deferred install prompt.
 * Pure state; `registerServiceWorker` and the install listener feed it from outside.
 */
import { create } from 'zustand';

/** Chromium's `beforeinstallprompt` event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface PwaState {
  updateWaiting: boolean;
  /** Applies the waiting update (posts SKIP_WAITING, then reloads once it controls the page). */
  applyUpdate: (() => void) | null;
  installPrompt: BeforeInstallPromptEvent | null;
  installed: boolean;
  setUpdateWaiting: (applyUpdate: () => void) => void;
  setInstallPrompt: (event: BeforeInstallPromptEvent | null) => void;
  setInstalled: () => void;
}

export const usePwaStore = create<PwaState>()((set) => ({
  updateWaiting: false,
  applyUpdate: null,
  installPrompt: null,
  installed: false,
  setUpdateWaiting: (applyUpdate) => set({ updateWaiting: true, applyUpdate }),
  setInstallPrompt: (installPrompt) => set({ installPrompt }),
  setInstalled: () => set({ installed: true, installPrompt: null }),
}));
