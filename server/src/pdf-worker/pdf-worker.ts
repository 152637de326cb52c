/**
 * The PDF worker thread (started by run-pdf-worker-task.ts): runs one pdf.js task at a time and
 * answers what it found. pdf.js runs its parser on the calling thread in Node (a "fake worker"),
 * and on a pathological 5 MB file that is up to a second of solid work: here it stalls only this
 * thread, and the main thread can stop it at its time limit.
 * - `check` (the upload check): does the stored file open, without a password, with a first page?
 * - `read_lines` (the parse job): the file's text lines in reading order.
 * - `render_pages` (the parse job, a PDF without text): its pages as PNG images, for OCR.
 */
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import type { TextLine } from '@/common/resume/parse/text-line.ts';
import { openPdfDocument, PdfOpenError } from '../resume-parse/open-pdf-document.ts';
import { readPdfLines } from '../resume-parse/read-pdf-lines.ts';
import { renderPdfPageImages } from '../resume-parse/render-pdf-page-images.ts';

export type PdfWorkerRequest =
  | { task: 'check'; filePath: string }
  | { task: 'read_lines'; data: Uint8Array }
  | { task: 'render_pages'; data: Uint8Array };

/** What the check found; `failed` is a fault of the check itself, not of the file. */
export type PdfCheckResult = 'ok' | 'password' | 'damaged' | 'no_pages' | 'failed';
/** The lines, or why the file cannot give them (`unreadable`: it opened, a page did not). */
export type PdfLinesResult =
  | { lines: TextLine[] }
  | { problem: PdfOpenError['problem']; message: string }
  | { problem: 'unreadable' };

/** The pages as PNG images, or why the file cannot give them. */
export type PdfPagesResult = { pages: Uint8Array[] } | { problem: 'unreadable' };

export type PdfWorkerAnswer<R extends PdfWorkerRequest> = R extends { task: 'check' }
  ? PdfCheckResult
  : R extends { task: 'render_pages' }
    ? PdfPagesResult
    : PdfLinesResult;

async function checkPdf(filePath: string): Promise<PdfCheckResult> {
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

async function linesOf(data: Uint8Array): Promise<PdfLinesResult> {
  try {
    return { lines: await readPdfLines(data) };
  } catch (error) {
    if (error instanceof PdfOpenError) return { problem: error.problem, message: error.message };
    return { problem: 'unreadable' };
  }
}

async function pagesOf(data: Uint8Array): Promise<PdfPagesResult> {
  try {
    return { pages: await renderPdfPageImages(data) };
  } catch {
    return { problem: 'unreadable' };
  }
}

const port = parentPort;
if (port) {
  port.on('message', (request: PdfWorkerRequest) => {
    const answer: Promise<unknown> =
      request.task === 'check'
        ? checkPdf(request.filePath)
        : request.task === 'render_pages'
          ? pagesOf(request.data)
          : linesOf(request.data);
    void answer.then((result) => port.postMessage(result));
  });
  port.postMessage('ready');
}
