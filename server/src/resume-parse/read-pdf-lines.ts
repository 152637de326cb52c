/**
 * PDF → lines in reading order, with pdfjs-dist's legacy (Node) build, opened as the upload check
 * opens it (open-pdf-document.ts), read by common's readPdfDocumentLines (the browser's "What an
 * ATS sees" reads exported files with it too). Runs in the PDF worker thread
 * (pdf-worker/pdf-worker.ts): reading and laying out pages is synchronous work that would
 * otherwise stall every request.
 */
import { readPdfDocumentLines } from '@/common/resume/parse/read-pdf-document-lines.ts';
import type { TextLine } from '@/common/resume/parse/text-line.ts';
import { openPdfDocument } from './open-pdf-document.ts';

/** Throws PdfOpenError when the file does not open, any other error when a page cannot be read. */
export async function readPdfLines(data: Uint8Array): Promise<TextLine[]> {
  const document = await openPdfDocument(data);
  try {
    return await readPdfDocumentLines(document);
  } finally {
    await document.destroy();
  }
}
