/**
 * Renders the pages of a PDF without a text layer (a scanned résumé) to PNG images for OCR.
 * Runs inside the PDF worker thread (pdf-worker.ts): rendering is seconds of synchronous work.
 * pdf.js draws on @napi-rs/canvas in Node (prebuilt Skia, no system libraries, no build step;
 * pdf.js itself picks it for its own scratch canvases).
 */
import { createCanvas } from '@napi-rs/canvas';
import { openPdfDocument } from './open-pdf-document.ts';

/**
 * Pixels per PDF point: 2 is 144 dpi, where body text (10–11 pt) is ≈ 28 px high, enough for
 * Tesseract's LSTM, while an A4 page stays ≈ 1.2 × 1.7 kpx (OCR time grows with the pixels).
 */
export const OCR_RENDER_SCALE = 2;
/** Pages rendered at most: a résumé is one to three; a 40-page scan is not worth minutes of OCR. */
export const OCR_MAX_PAGES = 5;

export async function renderPdfPageImages(data: Uint8Array): Promise<Uint8Array[]> {
  const document = await openPdfDocument(data);
  try {
    const images: Uint8Array[] = [];
    for (let number = 1; number <= Math.min(document.numPages, OCR_MAX_PAGES); number += 1) {
      const page = await document.getPage(number);
      const viewport = page.getViewport({ scale: OCR_RENDER_SCALE });
      const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      const context = canvas.getContext('2d');
      // Scans may have a transparent background: OCR wants dark text on white.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      // pdf.js types its parameters with the DOM's canvas; @napi-rs/canvas implements that API.
      type RenderParameters = Parameters<typeof page.render>[0];
      await page.render({
        canvas: canvas as unknown as RenderParameters['canvas'],
        canvasContext: context as unknown as RenderParameters['canvasContext'],
        viewport,
      }).promise;
      images.push(new Uint8Array(canvas.toBuffer('image/png')));
      page.cleanup();
    }
    return images;
  } finally {
    await document.destroy().catch(() => undefined);
  }
}
