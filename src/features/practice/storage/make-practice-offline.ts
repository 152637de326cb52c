/**
 * "Make practice available offline": stores every engine file the build listed (Pyodide, Monaco,
 * sql.js, the engine workers) in the service worker's engines cache, with byte progress. The
 * page writes the cache itself because the service worker only sees requests once it controls
 * the page. Files already cached are skipped, so running it again is cheap.
 */
import { RUNTIME_CACHES } from '../../../../common/cache-names.ts';
import {
  PRACTICE_ENGINE_MANIFEST_PATH,
  type PracticeEngineManifest,
} from '../../../../common/practice/engine-assets.ts';
import { downloadWithProgress } from '../../../lib/download-with-progress.ts';
import { fetchStaticAsset } from '../../../lib/fetch-static-asset.ts';
import { requestPersistentStorage } from './request-persistent-storage.ts';

export interface OfflineProgress {
  loadedBytes: number;
  totalBytes: number;
}

async function readManifest(cache: Cache): Promise<PracticeEngineManifest> {
  try {
    const response = await fetchStaticAsset(PRACTICE_ENGINE_MANIFEST_PATH, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    await cache.put(PRACTICE_ENGINE_MANIFEST_PATH, response.clone());
    return (await response.json()) as PracticeEngineManifest;
  } catch (error) {
    // Offline: the copy saved by the last download tells what should be there.
    const cached = await cache.match(PRACTICE_ENGINE_MANIFEST_PATH);
    if (cached) return (await cached.json()) as PracticeEngineManifest;
    throw error;
  }
}

/** Whether every engine file is already cached (so Practice works offline). */
export async function isPracticeOffline(): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  const cache = await caches.open(RUNTIME_CACHES.engines);
  const cached = await cache.match(PRACTICE_ENGINE_MANIFEST_PATH);
  if (!cached) return false;
  const manifest = (await cached.json()) as PracticeEngineManifest;
  const present = await Promise.all(
    manifest.files.map(async (file) => Boolean(await cache.match(file.path))),
  );
  return present.every(Boolean);
}

async function download(path: string, onBytes: (bytes: number) => void): Promise<Response> {
  let counted = 0;
  const { blob, headers: received } = await downloadWithProgress(path, {
    onProgress: ({ loaded }) => {
      onBytes(loaded - counted);
      counted = loaded;
    },
  });
  const headers = new Headers(received);
  // Cache lookups should not depend on how the request was encoded.
  headers.delete('Vary');
  return new Response(blob, { status: 200, headers });
}

let inFlight: { done: Promise<void>; listeners: Set<(progress: OfflineProgress) => void> } | null =
  null;

/**
 * Downloads what is missing. Single-flight: a second call (the button while the automatic copy
 * runs) joins the download in progress and receives its progress too.
 */
export function makePracticeOffline(
  onProgress: (progress: OfflineProgress) => void,
): Promise<void> {
  if (inFlight) {
    inFlight.listeners.add(onProgress);
    return inFlight.done;
  }
  const listeners = new Set([onProgress]);
  const done = downloadAll((progress) =>
    listeners.forEach((listener) => listener(progress)),
  ).finally(() => {
    inFlight = null;
  });
  inFlight = { done, listeners };
  return done;
}

async function downloadAll(onProgress: (progress: OfflineProgress) => void): Promise<void> {
  if (typeof caches === 'undefined')
    throw new Error('This browser cannot store files for offline use.');
  const cache = await caches.open(RUNTIME_CACHES.engines);
  const manifest = await readManifest(cache);
  const totalBytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
  let loadedBytes = 0;
  onProgress({ loadedBytes, totalBytes });
  for (const file of manifest.files) {
    if (await cache.match(file.path)) {
      loadedBytes += file.bytes;
      onProgress({ loadedBytes, totalBytes });
      continue;
    }
    const response = await download(file.path, (bytes) => {
      loadedBytes += bytes;
      onProgress({ loadedBytes: Math.min(loadedBytes, totalBytes), totalBytes });
    });
    await cache.put(file.path, response);
  }
  onProgress({ loadedBytes: totalBytes, totalBytes });
  requestPersistentStorage();
}
