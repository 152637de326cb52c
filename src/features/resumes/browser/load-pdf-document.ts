/**
 * Opens PDF bytes with pdfjs-dist for the preview, loaded on first use (its own chunk and its
 * own worker, both precached with the app), with font eval off (CVE-2024-4367).
 *
 * Every document talks to the one worker port. pdf.js refuses to open a document while another
 * one on that port is being destroyed ("PDFWorker.create - the worker is being destroyed",
 * shown raw after a template switch: issue 24 §4), so documents are released through
 * `releasePdfDocument`, and an open waits for the releases in flight.
 */
import type * as PdfjsModule from 'pdfjs-dist';
import type { PDFDocumentProxy, TextLayer } from 'pdfjs-dist';

type Pdfjs = typeof PdfjsModule;

let pdfjs: Promise<Pdfjs> | null = null;
let releases: Promise<void> = Promise.resolve();

function loadPdfjs(): Promise<Pdfjs> {
  pdfjs ??= Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?worker'),
  ]).then(([module, worker]) => {
    module.GlobalWorkerOptions.workerPort = new worker.default();
    return module;
  });
  return pdfjs;
}

export async function loadPdfDocument(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const module = await loadPdfjs();
  // A release queued while this waited is waited for too.
  let pending: Promise<void>;
  do {
    pending = releases;
    await pending;
  } while (pending !== releases);
  return module.getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
}

/** Destroys a document no longer shown, in order with every other release (see above). */
export function releasePdfDocument(document: PDFDocumentProxy): void {
  releases = releases
    .then(() => document.destroy())
    .catch((error: unknown) => {
      console.warn('A previewed PDF could not be released.', error);
    });
}

export async function loadTextLayer(): Promise<typeof TextLayer> {
  return (await loadPdfjs()).TextLayer;
}
