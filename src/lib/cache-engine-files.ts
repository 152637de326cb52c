/**
 * The one way to store engine files for offline use (Practice's "Make practice available
 * offline", a course's "Make available offline"): each file of the build's engine list not yet in
 * the service worker's engines cache is downloaded with byte progress and put there, under the
 * path the engines load it by (the service worker answers from that cache first, sw/sw.ts). The
 * page writes the cache itself because the service worker only sees requests once it controls
 * the page. Files already cached are skipped, so running it again is cheap and resumes.
 */
import { RUNTIME_CACHES } from '@/common/cache-names.ts';
import type { PracticeEngineManifest } from '@/common/practice/engine-assets.ts';
import { downloadWithProgress } from './download-with-progress.ts';

export type EngineFile = PracticeEngineManifest['files'][number];

export interface EngineFilesProgress {
  /** Files stored (or found stored) so far. */
  doneFiles: number;
  loadedBytes: number;
  /** The files' sizes as the build listed them. */
  totalBytes: number;
}

export async function cacheEngineFiles(
  files: readonly EngineFile[],
  onProgress: (progress: EngineFilesProgress) => void,
  signal?: AbortSignal,
): Promise<void> {
  if (typeof caches === 'undefined')
    throw new Error('This browser cannot store files for offline use.');
  const cache = await caches.open(RUNTIME_CACHES.engines);
  const totalBytes = files.reduce((sum, file) => sum + file.bytes, 0);
  let loadedBytes = 0;
  let doneFiles = 0;
  onProgress({ doneFiles, loadedBytes, totalBytes });
  for (const file of files) {
    signal?.throwIfAborted();
    const before = loadedBytes;
    if (!(await cache.match(file.path))) {
      const { blob, headers: received } = await downloadWithProgress(file.path, {
        ...(signal ? { signal } : {}),
        onProgress: ({ loaded }) => {
          loadedBytes = before + Math.min(loaded, file.bytes);
          onProgress({ doneFiles, loadedBytes, totalBytes });
        },
      });
      const headers = new Headers(received);
      // Cache lookups should not depend on how the request was encoded.
      headers.delete('Vary');
      await cache.put(file.path, new Response(blob, { status: 200, headers }));
    }
    loadedBytes = before + file.bytes;
    doneFiles += 1;
    onProgress({ doneFiles, loadedBytes, totalBytes });
  }
}
