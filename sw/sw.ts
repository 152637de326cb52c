/// <reference lib="webworker" />
/**
 * Nyra's service worker. Precaches the app shell and route chunks (injected at build time),
 * answers navigations to client routes with the shell when offline (never /api), keeps runtime
 * caches for lessons and big engines, and waits for the page's SKIP_WAITING message before
 * taking over, so an update never reloads a tab the user is typing in.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  addPlugins,
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CACHE_PREFIX, RUNTIME_CACHES, SKIP_WAITING_MESSAGE } from '../common/cache-names.ts';
import { API_PREFIX, CACHED_API_PREFIXES } from '../common/http/api-paths.ts';
import { isEngineAssetPath } from '../common/practice/engine-assets.ts';
import { isCapstoneContentPath } from '../common/capstones/capstone-content-paths.ts';
import { isDatasetContentPath } from '../common/datasets/dataset-content-paths.ts';
import { isPracticeContentPath } from '../common/practice/problem-content-paths.ts';
import { withIsolationHeaders } from './with-isolation-headers.ts';

declare const self: ServiceWorkerGlobalScope;

const LESSONS_API_TIMEOUT_S = 4;
const ENGINE_CACHE_MAX_ENTRIES = 60;
const ASSET_CACHE_MAX_ENTRIES = 100;
const ASSET_CACHE_MAX_AGE_S = 30 * 24 * 60 * 60;

// Cached responses keep the headers they were stored with; make sure the shell served offline
// still carries COOP/COEP so the page stays cross-origin isolated.
addPlugins([
  {
    cachedResponseWillBeUsed: async ({ cachedResponse }) =>
      cachedResponse ? withIsolationHeaders(cachedResponse) : cachedResponse,
  },
]);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The pure app shell, never the prerendered landing page that index.html becomes after
// scripts/build/prerender.mjs: signed-in routes must not flash marketing content.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('app-shell.html'), {
    denylist: [new RegExp(`^${API_PREFIX}(/|$)`), /\/[^/?]+\.[^/?]+$/],
  }),
);

// Lesson content, the built practice problems, capstones and datasets: network first so authors'
// edits show, cache as the offline fallback ("Make practice available offline" fills it with every
// problem up front; an opened capstone stores its own files).
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    (url.pathname.startsWith(CACHED_API_PREFIXES.courses) ||
      isPracticeContentPath(url.pathname) ||
      isCapstoneContentPath(url.pathname) ||
      isDatasetContentPath(url.pathname)),
  new NetworkFirst({
    cacheName: RUNTIME_CACHES.lessonsApi,
    networkTimeoutSeconds: LESSONS_API_TIMEOUT_S,
    plugins: [new CacheableResponsePlugin({ statuses: [200] })],
  }),
);

// Lesson videos: only ever read from the cache the download step filled; otherwise network.
registerRoute(
  ({ url }) =>
    url.origin === self.location.origin && url.pathname.startsWith(CACHED_API_PREFIXES.media),
  new CacheFirst({
    cacheName: RUNTIME_CACHES.lessonMedia,
    // <video> asks for byte ranges; answer them from the whole cached file (206), so downloaded
    // lessons play and seek offline. Partial (206) network answers are never cached.
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new RangeRequestsPlugin()],
  }),
);

// Engines (Monaco, Pyodide, sql.js): immutable, hashed or versioned URLs, so cache first.
registerRoute(
  ({ url }) => url.origin === self.location.origin && isEngineAssetPath(url.pathname),
  new CacheFirst({
    cacheName: RUNTIME_CACHES.engines,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: ENGINE_CACHE_MAX_ENTRIES }),
      {
        cachedResponseWillBeUsed: async ({ cachedResponse }) =>
          cachedResponse && withIsolationHeaders(cachedResponse),
      },
    ],
  }),
);

// Fonts and images outside the precache (e.g. screenshots).
registerRoute(
  ({ request, url }) =>
    url.origin === self.location.origin &&
    (request.destination === 'font' || request.destination === 'image'),
  new CacheFirst({
    cacheName: RUNTIME_CACHES.assets,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: ASSET_CACHE_MAX_ENTRIES,
        maxAgeSeconds: ASSET_CACHE_MAX_AGE_S,
      }),
    ],
  }),
);

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === SKIP_WAITING_MESSAGE.type
  ) {
    void self.skipWaiting();
  }
});

// Drop runtime caches of older formats (names with our prefix that are no longer declared).
self.addEventListener('activate', (event) => {
  const current = new Set<string>(Object.values(RUNTIME_CACHES));
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && !current.has(name))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

clientsClaim();
