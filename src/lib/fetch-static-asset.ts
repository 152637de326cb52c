/**
 * The one way to fetch our own static files (engine files, their manifest), not API calls: no
 * base URL, no auth, no retries, and same-origin only, so it can never reach a CDN. Usable from
 * the page and from workers. API calls go through api-client.ts.
 */
export function fetchStaticAsset(path: string, init: RequestInit = {}): Promise<Response> {
  const url = new URL(path, self.location.href);
  if (url.origin !== self.location.origin) {
    return Promise.reject(new Error(`Static assets come from this origin only, not ${url.origin}`));
  }
  return fetch(url, { ...init, mode: 'same-origin' });
}
