/**
 * The first page of a PDF as a small PNG (the template gallery's thumbnails): drawn by pdf.js on
 * a canvas that never enters the page, at the device's pixel ratio so it stays sharp.
 */
import { loadPdfDocument, releasePdfDocument } from './load-pdf-document.ts';

export async function drawPdfThumbnail(bytes: Uint8Array, widthPx: number): Promise<Blob> {
  const document = await loadPdfDocument(bytes);
  try {
    const page = await document.getPage(1);
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    const viewport = page.getViewport({
      scale: (widthPx * ratio) / page.getViewport({ scale: 1 }).width,
    });
    const canvas = window.document.createElement('canvas');
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    await page.render({ canvas, viewport }).promise;
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The thumbnail could not be drawn.'))),
        'image/png',
      ),
    );
  } finally {
    releasePdfDocument(document);
  }
}
