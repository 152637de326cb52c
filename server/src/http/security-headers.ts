/**
 * Security headers for every response, API and static alike. The service worker caches responses
 * with their headers, so the navigation shell it serves offline keeps COOP/COEP and stays
 * cross-origin isolated (needed for SharedArrayBuffer in the Python worker).
 */
import type { MiddlewareHandler } from 'hono';
import { API_PREFIX } from '@/common/http/api-paths.ts';
import { ISOLATION_HEADERS } from '@/common/http/isolation-headers.ts';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  // Monaco and React style attributes need inline styles; no inline script is ever allowed.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "form-action 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  ...ISOLATION_HEADERS,
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

const HEADER_ENTRIES = Object.entries(SECURITY_HEADERS);

/**
 * Sets the headers before the handler runs, so responses built through the context (c.json,
 * c.body) carry them without being copied afterwards: @hono/node-server keeps its fast path for
 * such responses, which matters for /api/health throughput. Responses a handler builds itself
 * are patched afterwards.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    for (const [name, value] of HEADER_ENTRIES) c.header(name, value);
    await next();
    if (!c.req.path.startsWith(`${API_PREFIX}/`) && !c.res.headers.has('Content-Security-Policy')) {
      for (const [name, value] of HEADER_ENTRIES) c.res.headers.set(name, value);
    }
  };
}
