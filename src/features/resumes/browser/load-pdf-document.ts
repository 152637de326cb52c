/**
 * Opens PDF bytes with pdfjs-dist for the preview, loaded on first use (its own chunk and its
 * own worker, both precached with the app), with font eval off (CVE-2024-4367).
 */
import type * as PdfjsModule from 'pdfjs-dist';
import type { PDFDocumentProxy, TextLayer } from 'pdfjs-dist';

type Pdfjs = typeof PdfjsModule;

let pdfjs: Promise<Pdfjs> | null = null;

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
  return module.getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
}

export async function loadTextLayer(): Promise<typeof TextLayer> {
  return (await loadPdfjs()).TextLayer;
}
