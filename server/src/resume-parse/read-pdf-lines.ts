/**
 * PDF → lines in reading order, with pdfjs-dist's legacy (Node) build, opened as the upload check
 * opens it (open-pdf-document.ts). Runs in the PDF worker thread (pdf-worker/pdf-worker.ts): reading
 * and laying out pages is synchronous work that would otherwise stall every request.
 */
import { groupItemsIntoLines } from '../../../common/resume/parse/group-items-into-lines.ts';
import type { TextItem, TextLine } from '../../../common/resume/parse/text-line.ts';
import { openPdfDocument } from './open-pdf-document.ts';

/** Resumes longer than this are read only this far (nobody's CV has more, and it bounds work). */
const MAX_PAGES = 10;

interface PdfTextItem {
  str?: string;
  transform?: number[];
  width?: number;
  height?: number;
}

interface PdfAnnotation {
  subtype?: string;
  url?: unknown;
}

/** Throws PdfOpenError when the file does not open, any other error when a page cannot be read. */
export async function readPdfLines(data: Uint8Array): Promise<TextLine[]> {
  const document = await openPdfDocument(data);
  try {
    const lines: TextLine[] = [];
    const links = new Set<string>();
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
      for (const annotation of (await page.getAnnotations()) as PdfAnnotation[]) {
        if (annotation.subtype === 'Link' && typeof annotation.url === 'string') {
          links.add(annotation.url);
        }
      }
      page.cleanup();
    }
    if (links.size > 0) lines.push({ text: [...links].join('\t'), fontSize: 0, links: true });
    return lines;
  } finally {
    await document.destroy();
  }
}
