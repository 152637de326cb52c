let requested = false;

/**
 * Asks the browser to keep our IndexedDB and caches under storage pressure (drafts, queued
 * attempts, downloaded engines). Called from the page, once, after something worth keeping.
 */
export function requestPersistentStorage(): void {
  if (requested || typeof navigator === 'undefined' || !navigator.storage?.persist) return;
  requested = true;
  void navigator.storage
    .persisted()
    .then((already) => (already ? true : navigator.storage.persist()));
}
