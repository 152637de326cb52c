/**
 * The "Offline" badge on a prerendered page (React's PwaStatus renders it hidden there): shown
 * while the browser is offline, so a visitor whose connection drops sees it as in the app.
 */
export function showOfflineBadge(scope: ParentNode): void {
  const badge = scope.querySelector<HTMLElement>('[data-offline-badge]');
  if (!badge) return;
  const update = () => {
    badge.hidden = navigator.onLine;
  };
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  update();
}
