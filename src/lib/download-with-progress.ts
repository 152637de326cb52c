/**
 * The one download with byte progress: one of our own files (lesson videos, engine files) read
 * as a stream through fetch-static-asset.ts, so it works in the page and in workers and fills the
 * HTTP cache and, when it controls the page, the service worker's caches on the way. Network
 * failures and aborts reject as fetch does (TypeError, AbortError); an HTTP error status with a
 * `DownloadHttpError`. No dependency on the API client: workers bundle this file.
 */
import { fetchStaticAsset } from './fetch-static-asset.ts';
import type { TransferProgress } from './upload-with-progress.ts';

export interface DownloadOptions {
  /** Bytes received so far; `total` is the Content-Length (0 when unknown). */
  onProgress?: (progress: TransferProgress) => void;
  signal?: AbortSignal;
  /** False: count the bytes and drop them (only filling the caches keeps memory low). */
  keepBody?: boolean;
}

export interface DownloadResult {
  /** The body (empty when `keepBody` is false), typed with the response's Content-Type. */
  blob: Blob;
  headers: Headers;
}

export class DownloadHttpError extends Error {
  constructor(
    readonly status: number,
    url: string,
  ) {
    super(`Could not download ${url} (HTTP ${status})`);
    this.name = 'DownloadHttpError';
  }
}

export async function downloadWithProgress(
  url: string,
  { onProgress, signal, keepBody = true }: DownloadOptions = {},
): Promise<DownloadResult> {
  const response = await fetchStaticAsset(url, signal ? { signal } : {});
  if (!response.ok) {
    await response.body?.cancel();
    throw new DownloadHttpError(response.status, url);
  }
  const total = Number(response.headers.get('Content-Length')) || 0;
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  onProgress?.({ loaded, total });
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (keepBody) chunks.push(value);
      loaded += value.byteLength;
      onProgress?.({ loaded, total });
    }
  }
  const type = response.headers.get('Content-Type') ?? '';
  return { blob: new Blob(chunks as BlobPart[], { type }), headers: response.headers };
}
