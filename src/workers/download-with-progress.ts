/**
 * Downloads engine files inside a worker, reporting combined byte progress. The requests also fill
 * the HTTP cache and, when the service worker controls the page, its engines cache, so the
 * engine's own loader (and later visits) read them locally. Bodies are returned only on request,
 * to keep the memory peak low while Pyodide starts.
 */
import { fetchStaticAsset } from '../lib/fetch-static-asset.ts';
import type { EngineProgress } from './engine-state.ts';

/** At most one progress message per interval, to keep the UI thread quiet. */
const PROGRESS_INTERVAL_MS = 100;

export async function downloadWithProgress(
  urls: readonly string[],
  onProgress: (progress: EngineProgress) => void,
  keepBodies = false,
): Promise<ArrayBuffer[]> {
  const responses = await Promise.all(urls.map((url) => fetchStaticAsset(url)));
  const failed = responses.find((response) => !response.ok);
  if (failed) throw new Error(`Could not download ${failed.url} (HTTP ${failed.status})`);

  const sizes = responses.map((response) => Number(response.headers.get('Content-Length')) || 0);
  const totalBytes = sizes.every((size) => size > 0)
    ? sizes.reduce((sum, size) => sum + size, 0)
    : null;
  let loadedBytes = 0;
  let lastReport = 0;
  const report = (force: boolean) => {
    const now = performance.now();
    if (!force && now - lastReport < PROGRESS_INTERVAL_MS) return;
    lastReport = now;
    onProgress({ phase: 'download', loadedBytes, totalBytes });
  };

  return Promise.all(
    responses.map(async (response) => {
      if (!response.body) return keepBodies ? response.arrayBuffer() : new ArrayBuffer(0);
      const reader = response.body.getReader();
      const chunks: Uint8Array[] = [];
      let size = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (keepBodies) chunks.push(value);
        size += value.byteLength;
        loadedBytes += value.byteLength;
        report(false);
      }
      report(true);
      const bytes = new Uint8Array(size);
      let offset = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, offset);
        offset += chunk.byteLength;
      }
      return bytes.buffer;
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
