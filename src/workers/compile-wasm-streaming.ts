/**
 * Compiles an engine's wasm from a fetch of its URL with `WebAssembly.compileStreaming`, so the
 * bytes are compiled as they are read (from the HTTP cache or the service worker's engines cache)
 * and Chromium can keep and reuse its compiled code for the next start: its wasm code cache
 * applies only to streaming compiles of fetched responses, never to `WebAssembly.compile` of an
 * ArrayBuffer. Falls back to compiling the bytes when streaming is missing or refused (a server
 * that does not send `application/wasm`).
 */
import { fetchStaticAsset } from '../lib/fetch-static-asset.ts';

async function fetchOk(url: string): Promise<Response> {
  const response = await fetchStaticAsset(url);
  if (!response.ok) throw new Error(`Could not load ${url} (HTTP ${response.status})`);
  return response;
}

export async function compileWasmStreaming(url: string): Promise<WebAssembly.Module> {
  if (typeof WebAssembly.compileStreaming === 'function') {
    try {
      return await WebAssembly.compileStreaming(fetchOk(url));
    } catch (error) {
      // A wrong MIME type is a TypeError; a broken module or a failed fetch fails below as well.
      if (!(error instanceof TypeError)) throw error;
    }
  }
  return WebAssembly.compile(await (await fetchOk(url)).arrayBuffer());
}
