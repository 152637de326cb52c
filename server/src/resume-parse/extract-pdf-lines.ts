/**
 * PDF → lines in reading order, with pdfjs-dist's legacy (Node) build, opened as the upload check
 * opens it (open-pdf-document.ts). Each page is read and laid out in turn, yielding to the event
 * loop between pages so a long resume never stalls other requests.
 */
import { setImmediate } from 'node:timers/promises';
import { groupItemsIntoLines } from '../../../common/resume/parse/group-items-into-lines.ts';
import type { TextItem, TextLine } from '../../../common/resume/parse/text-line.ts';
import { PermanentJobError } from '../jobs/permanent-job-error.ts';
import { openPdfDocument, PdfOpenError } from './open-pdf-document.ts';

/** Resumes longer than this are read only this far (nobody's CV has more, and it bounds work). */
const MAX_PAGES = 10;

interface PdfTextItem {
  str?: string;
  transform?: number[];
  width?: number;
  height?: number;
}

export async function extractPdfLines(data: Uint8Array): Promise<TextLine[]> {
  let document;
  try {
    document = await openPdfDocument(data);
  } catch (error) {
    // Files refused at upload now can still be here (uploaded before the upload check existed).
    if (error instanceof PdfOpenError) throw new PermanentJobError(error.message);
    throw error;
  }
  try {
    const lines: TextLine[] = [];
    const pages = Math.min(document.numPages, MAX_PAGES);
    for (let number = 1; number <= pages; number += 1) {
      const page = await document.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items: TextItem[] = [];
      for (const raw of content.items as PdfTextItem[]) {
        if (!raw.str || !raw.transform) continue;
        const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = raw.transform;
        const size = Math.hypot(c, d) || Math.hypot(a, b) || raw.height || 10;
        items.push({
          str: raw.str,
          x: e,
          y: viewport.height - f,
          width: raw.width ?? 0,
          height: size,
        });
      }
      lines.push(...groupItemsIntoLines(items, viewport.width));
      page.cleanup();
      await setImmediate();
    }
    return lines;
  } finally {
    await document.destroy();
  }
}
