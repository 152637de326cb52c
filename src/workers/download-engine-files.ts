/**
 * Downloads engine files inside a worker, reporting their combined byte progress (each file
 * through src/lib/download-with-progress.ts, all at once). The requests also fill the HTTP cache
 * and, when the service worker controls the page, its engines cache, so the engine's own loader
 * (and later visits) read them locally. Bodies are returned only on request, to keep the memory
 * peak low while Pyodide starts.
 */
import { downloadWithProgress } from '../lib/download-with-progress.ts';
import { fetchStaticAsset } from '../lib/fetch-static-asset.ts';
import type { EngineProgress } from './engine-state.ts';

/** At most one progress message per interval, to keep the UI thread quiet. */
const PROGRESS_INTERVAL_MS = 100;

export async function downloadEngineFiles(
  urls: readonly string[],
  onProgress: (progress: EngineProgress) => void,
  keepBodies = false,
): Promise<ArrayBuffer[]> {
  const loaded = urls.map(() => 0);
  /** Each file's Content-Length once its answer arrived (0 when it sent none). */
  const sizes: Array<number | undefined> = urls.map(() => undefined);
  let lastReport = 0;
  const report = (force: boolean) => {
    const now = performance.now();
    // The first report waits for every answer, so the total never grows while counting.
    if (sizes.includes(undefined) || (!force && now - lastReport < PROGRESS_INTERVAL_MS)) return;
    lastReport = now;
    const known = sizes.every((size) => Boolean(size));
    onProgress({
      phase: 'download',
      loadedBytes: loaded.reduce((sum, bytes) => sum + bytes, 0),
      totalBytes: known ? sizes.reduce<number>((sum, size) => sum + (size ?? 0), 0) : null,
    });
  };

  return Promise.all(
    urls.map(async (url, index) => {
      const { blob } = await downloadWithProgress(url, {
        keepBody: keepBodies,
        onProgress: (progress) => {
          sizes[index] = progress.total;
          loaded[index] = progress.loaded;
          report(false);
        },
      });
      report(true);
      return blob.arrayBuffer();
    }),
  );
}

/**
 * Whether every URL can be answered from a cache without the network (the HTTP cache, or the
 * service worker's cache when it controls the page). Bodies are not read.
 */
export async function allCached(urls: readonly string[]): Promise<boolean> {
  try {
    const responses = await Promise.all(
      urls.map((url) => fetchStaticAsset(url, { cache: 'only-if-cached' })),
    );
    await Promise.all(responses.map((response) => response.body?.cancel()));
    return responses.every((response) => response.ok);
  } catch {
    return false;
  }
}
