/**
 * Serves the built PWA from WEB_ROOT: hashed assets and versioned engine files as immutable for
 * a year, the shell, the service worker and the manifest as `no-cache` (so updates are seen at
 * once), precompressed variants when the build wrote them, and the shell (or a prerendered page)
 * for client routes.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { API_PREFIX } from '@/common/http/api-paths.ts';
import { SHARED_RESUME_ROUTE } from '@/common/resume/export/resume-share-schema.ts';
import { CAPSTONES_ROUTE, VERIFY_ROUTE } from '@/common/routes.ts';

const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const REVALIDATE_CACHE_CONTROL = 'no-cache';
const SHORT_CACHE_CONTROL = 'public, max-age=3600';
const ALWAYS_REVALIDATE = new Set([
  '/sw.js',
  '/manifest.webmanifest',
  '/index.html',
  // The list of engine files: its name stays, its content follows the build.
  '/practice-engines.json',
]);
/** Engine files sit in a folder named after their version (`/engines/pyodide-314.0.7/`). */
const VERSIONED_ENGINE_PATH = /^\/engines\/[a-z0-9-]+-\d+(\.\d+)*\//;

function cacheControlFor(requestPath: string): string {
  if (requestPath.startsWith('/assets/') || VERSIONED_ENGINE_PATH.test(requestPath)) {
    return IMMUTABLE_CACHE_CONTROL;
  }
  if (ALWAYS_REVALIDATE.has(requestPath) || requestPath.endsWith('.html')) {
    return REVALIDATE_CACHE_CONTROL;
  }
  return SHORT_CACHE_CONTROL;
}

/** A navigation to a client route: no file extension in the last segment. */
function isClientRoute(requestPath: string): boolean {
  const lastSegment = requestPath.split('/').pop() ?? '';
  return !lastSegment.includes('.');
}

/**
 * The HTML for a client route: a prerendered page (dist/<route>/index.html) when the build made
 * one, otherwise the app shell. Returned relative to the web root.
 */
function htmlFileFor(webRoot: string, requestPath: string): string {
  // Shared resumes (/r/{token}) and certificate verify pages (/verify, /verify/{id}) are
  // client-only pages: the pure shell, never the prerendered landing page.
  if (requestPath.startsWith(`${SHARED_RESUME_ROUTE}/`)) return 'app-shell.html';
  if (requestPath === VERIFY_ROUTE || requestPath.startsWith(`${VERIFY_ROUTE}/`)) {
    return 'app-shell.html';
  }
  // Capstone pages take parameters, so none is prerendered: the signed-in shell, never the
  // landing page (which sends a signed-in visitor to the lessons).
  if (requestPath.startsWith(`${CAPSTONES_ROUTE}/`)) return 'app-shell.html';
  const trimmed = requestPath.replace(/\/+$/, '');
  if (trimmed !== '' && !trimmed.includes('..')) {
    const candidate = path.join(trimmed, 'index.html');
    if (existsSync(path.join(webRoot, candidate))) return candidate;
  }
  return 'index.html';
}

export function serveWebApp(app: Hono, webRootOption: string): void {
  const webRoot = path.resolve(webRootOption);
  const root = path.relative(process.cwd(), webRoot) || '.';

  const isBuilt = () => existsSync(path.join(webRoot, 'index.html'));

  app.use('*', async (c, next) => {
    if (c.req.path.startsWith(`${API_PREFIX}/`) || c.req.path === API_PREFIX) return next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    if (!isBuilt()) {
      return c.text('The web app is not built yet. Run `npm run build` (npm start does it).', 503);
    }
    await next();
    // Set after the static handler ran: it builds its response before any onFound hook could.
    if (c.res.status === 200 || c.res.status === 206 || c.res.status === 304) {
      const isHtml = (c.res.headers.get('content-type') ?? '').startsWith('text/html');
      c.res.headers.set(
        'Cache-Control',
        isHtml ? REVALIDATE_CACHE_CONTROL : cacheControlFor(c.req.path),
      );
      if (!c.res.headers.get('Vary')?.includes('Accept-Encoding')) {
        c.res.headers.append('Vary', 'Accept-Encoding');
      }
    }
  });

  app.use('*', serveStatic({ root, precompressed: true }));

  app.get('*', async (c, next) => {
    if (c.req.path.startsWith(`${API_PREFIX}/`) || !isClientRoute(c.req.path)) return next();
    const htmlFile = htmlFileFor(webRoot, c.req.path);
    return serveStatic({ root, precompressed: true, path: htmlFile })(c, next);
  });
}
