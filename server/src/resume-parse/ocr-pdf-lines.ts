/**
 * Reads a PDF without a text layer (a scanned résumé) with OCR, offline (issue 25): the PDF worker
 * thread renders its pages to images (render-pdf-page-images.ts), then Tesseract (tesseract.js,
 * which runs in a worker thread of its own) reads each one. Everything loads from node_modules:
 * tesseract.js-core's wasm, its worker script, and the English model from the npm package
 * `@tesseract.js-data/eng` (a local `langPath`, never a CDN); the model is not cached to disk.
 * Lines come back in reading order with their height as the font size, as the PDF text reader
 * gives them, so the parser reads them the same way.
 */
import { createRequire } from 'node:module';
import { createWorker, OEM, type Worker as OcrWorker } from 'tesseract.js';
import type { TextLine } from '@/common/resume/parse/text-line.ts';
import { PermanentJobError } from '../jobs/permanent-job-error.ts';
import { runPdfWorkerTask } from '../pdf-worker/run-pdf-worker-task.ts';
import { PdfWorkerUnavailableError, PDF_TOO_COMPLEX_MESSAGE } from './extract-pdf-lines.ts';
import { OCR_RENDER_SCALE } from './render-pdf-page-images.ts';

/** Issue 25 budget: at most this long per page (rendering and reading). */
export const OCR_PAGE_BUDGET_MS = 15_000;
/** Longest wait behind other PDF work before trying again later. */
const OCR_QUEUE_MAX_MS = 60_000;
/** Starting Tesseract and loading the model (≈ 0.4 s idle on the 2-core machine). */
const OCR_START_TIMEOUT_MS = 30_000;
/** Words Tesseract is less sure of than this (0–100) are dropped: specks read as letters. */
const OCR_MIN_WORD_CONFIDENCE = 30;

export const OCR_FAILED_MESSAGE =
  'We could not read this scanned résumé. Upload a PDF with selectable text, or a clearer scan.';

const require = createRequire(import.meta.url);
/** The package's own answer to where its model lives (`{ langPath, gzip }`). */
const english = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };

/** Rejects after `ms` with `message`, unless `promise` settles first. */
function within<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new PermanentJobError(message)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

export async function ocrPdfLines(
  data: Uint8Array,
  onProgress?: (donePages: number, totalPages: number) => void,
): Promise<TextLine[]> {
  const own = data.slice();
  const rendered = await runPdfWorkerTask(
    { task: 'render_pages', data: own },
    {
      timeoutMs: OCR_PAGE_BUDGET_MS * 2,
      queueMaxMs: OCR_QUEUE_MAX_MS,
      transfer: [own.buffer],
    },
  );
  if (rendered.status === 'too_complex') throw new PermanentJobError(PDF_TOO_COMPLEX_MESSAGE);
  if (rendered.status !== 'done') {
    throw new PdfWorkerUnavailableError('the PDF worker could not render the pages now');
  }
  if (!('pages' in rendered.answer)) throw new PermanentJobError(OCR_FAILED_MESSAGE);
  const pages = rendered.answer.pages;

  let worker: OcrWorker | undefined;
  try {
    worker = await within(
      createWorker('eng', OEM.LSTM_ONLY, {
        langPath: english.langPath,
        gzip: english.gzip,
        cacheMethod: 'none',
      }),
      OCR_START_TIMEOUT_MS,
      OCR_FAILED_MESSAGE,
    );
    const lines: TextLine[] = [];
    for (const [index, image] of pages.entries()) {
      const { data: page } = await within(
        worker.recognize(Buffer.from(image), {}, { blocks: true, text: false }),
        OCR_PAGE_BUDGET_MS,
        'This scanned résumé takes too long to read. Upload a PDF with selectable text.',
      );
      for (const block of page.blocks ?? []) {
        for (const paragraph of block.paragraphs) {
          for (const line of paragraph.lines) {
            const text = line.words
              .filter((word) => word.confidence >= OCR_MIN_WORD_CONFIDENCE)
              .map((word) => word.text)
              .join(' ')
              .trim();
            if (!text) continue;
            // The line box's height in points: the size the parser compares (the name is largest).
            const fontSize = (line.bbox.y1 - line.bbox.y0) / OCR_RENDER_SCALE;
            lines.push({ text, fontSize: Math.round(fontSize * 10) / 10 });
          }
        }
      }
      onProgress?.(index + 1, pages.length);
    }
    return lines;
  } finally {
    // Terminating also stops a page still being read after its budget ran out.
    await worker?.terminate().catch(() => undefined);
  }
}
