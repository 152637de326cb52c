/**
 * Cross-origin isolation headers. The server sets them on every response and the service worker
 * re-applies them to cached responses, so `crossOriginIsolated` (SharedArrayBuffer for the Python
 * worker's interrupt buffer) holds online and offline alike.
 */
export const ISOLATION_HEADERS: Readonly<Record<string, string>> = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
  'Cross-Origin-Resource-Policy': 'same-origin',
};
