/**
 * Compiles an engine's wasm while it is read (WebAssembly.compileStreaming), reading the file once:
 * - when a cache can answer (the HTTP cache, or the service worker's engines cache when it
 *   controls the page), the cached response itself, untouched: V8 compiles as Cache Storage or
 *   the HTTP cache streams it, and Chromium can answer from its wasm code cache, which it keeps
 *   only for streaming compiles of responses of 128 KB or more that come from those caches;
 * - otherwise the download, with byte progress, while V8 compiles the chunks that have arrived.
 * The request also fills the HTTP cache and, through the service worker, the engines cache
 * (download-engine-files.ts), so the next start takes the first path, online or not.
 */
import { DownloadHttpError } from '../lib/download-with-progress.ts';
import { fetchStaticAsset } from '../lib/fetch-static-asset.ts';
import { allCached } from './download-engine-files.ts';
import type { EngineProgress } from './engine-state.ts';

/** At most one progress message per interval, to keep the UI thread quiet. */
const PROGRESS_INTERVAL_MS = 100;

export async function compileEngineWasm(
  url: string,
  onProgress: (progress: EngineProgress) => void,
): Promise<{ module: WebAssembly.Module; downloaded: boolean }> {
  if (await allCached([url])) {
    return { module: await WebAssembly.compileStreaming(fetchStaticAsset(url)), downloaded: false };
  }
  const response = await fetchStaticAsset(url);
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new DownloadHttpError(response.status, url);
  }
  const totalBytes = Number(response.headers.get('Content-Length')) || null;
  let loadedBytes = 0;
  let lastReport = 0;
  const report = (force: boolean) => {
    const now = performance.now();
    if (!force && now - lastReport < PROGRESS_INTERVAL_MS) return;
    lastReport = now;
    onProgress({ phase: 'download', loadedBytes, totalBytes });
  };
  report(true);
  const counted = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        loadedBytes += chunk.byteLength;
        report(false);
        controller.enqueue(chunk);
      },
      flush() {
        report(true);
      },
    }),
  );
  const module = await WebAssembly.compileStreaming(
    new Response(counted, { headers: { 'Content-Type': 'application/wasm' } }),
  );
  return { module, downloaded: true };
}
