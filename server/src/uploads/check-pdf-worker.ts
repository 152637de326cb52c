/**
 * Worker thread of check-pdf-document.ts: opens one uploaded PDF at a time with the parse job's
 * loader and answers what it found. pdf.js runs its parser on the calling thread in Node (a
 * "fake worker"), and on a pathological 5 MB file that is up to a second of solid work: here it
 * stalls only this thread, and the main thread can stop it at its time limit.
 */
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { openPdfDocument, PdfOpenError } from '../resume-parse/open-pdf-document.ts';

/** What the worker found; `failed` is a fault of the check itself, not of the file. */
export type PdfWorkerResult = 'ok' | 'password' | 'damaged' | 'no_pages' | 'failed';

export interface PdfWorkerRequest {
  filePath: string;
}

async function checkPdf(filePath: string): Promise<PdfWorkerResult> {
  let data: Uint8Array;
  try {
    data = new Uint8Array(await readFile(filePath));
  } catch {
    return 'failed';
  }
  let document;
  try {
    document = await openPdfDocument(data);
  } catch (error) {
    return error instanceof PdfOpenError ? error.problem : 'damaged';
  }
  try {
    if (document.numPages < 1) return 'no_pages';
    // A page tree that only claims a page (a broken reference) is as unreadable as no tree.
    await document.getPage(1);
    return 'ok';
  } catch {
    return 'damaged';
  } finally {
    await document.destroy().catch(() => undefined);
  }
}

const port = parentPort;
if (port) {
  port.on('message', (request: PdfWorkerRequest) => {
    void checkPdf(request.filePath).then((result) => port.postMessage(result));
  });
  port.postMessage('ready');
}
