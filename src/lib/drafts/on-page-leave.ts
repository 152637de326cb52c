/**
 * Calls `listener` when the page is hidden or left (reload, closed tab, another tab, the app
 * switched away on a phone): the last moment to keep what is not saved yet. `visibilitychange`
 * comes first on phones, where `pagehide` may never fire; both may come for one leave, so the
 * listener must be safe to call twice. Returns the unsubscribe.
 */
export function onPageLeave(listener: () => void): () => void {
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') listener();
  };
  window.addEventListener('pagehide', listener);
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    window.removeEventListener('pagehide', listener);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
