/**
 * Downloads a same-origin file as a Blob with progress events (XMLHttpRequest, since `fetch`
 * is reserved for api-client.ts and reports no progress). Used for lesson videos, which are
 * public under unguessable names, so no token is sent. Fails with `ApiError`.
 */
import { ApiError } from './api-client.ts';
import type { TransferProgress } from './upload-with-progress.ts';

export interface DownloadResult {
  blob: Blob;
  contentType: string;
}

export function downloadWithProgress(
  url: string,
  options: { onProgress?: (progress: TransferProgress) => void; signal?: AbortSignal } = {},
): Promise<DownloadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('GET', url);
    xhr.responseType = 'blob';
    xhr.onprogress = (event) => {
      options.onProgress?.({
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : 0,
      });
    };
    xhr.onload = () => {
      if (xhr.status !== 200) {
        reject(
          new ApiError('http', xhr.status, `http_${xhr.status}`, 'A file could not be downloaded.'),
        );
        return;
      }
      const blob = xhr.response as Blob;
      resolve({ blob, contentType: xhr.getResponseHeader('content-type') ?? blob.type });
    };
    xhr.onerror = () =>
      reject(
        new ApiError(
          'network',
          0,
          'network',
          'The download stopped. Check your connection and try again.',
        ),
      );
    xhr.onabort = () =>
      reject(new ApiError('aborted', 0, 'aborted', 'The download was cancelled.'));
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new ApiError('aborted', 0, 'aborted', 'The download was cancelled.'));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send();
  });
}
