/**
 * Returns the response with COOP/COEP/CORP set. Responses cached before a header change (or by
 * an older server) would otherwise break cross-origin isolation when served offline.
 */
import { ISOLATION_HEADERS } from '../common/http/isolation-headers.ts';

export function withIsolationHeaders(response: Response): Response {
  const missing = Object.entries(ISOLATION_HEADERS).filter(
    ([name, value]) => response.headers.get(name) !== value,
  );
  if (missing.length === 0 || response.type === 'opaque' || response.status === 0) return response;
  const headers = new Headers(response.headers);
  for (const [name, value] of missing) headers.set(name, value);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
