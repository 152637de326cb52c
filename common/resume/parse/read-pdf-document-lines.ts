/**
 * An opened PDF → lines in reading order: each page's text items with their positions, laid out
 * by groupItemsIntoLines, and the URLs of its link annotations (icon-only contact rows keep their
 * address only there) as one last line. The server reads uploads with it (pdfjs-dist's legacy
 * build in its PDF worker thread) and the browser reads exported files back with it for "What an
 * ATS sees", so both read a PDF the same way. The document is typed by what is used of pdf.js.
 */
import { groupItemsIntoLines } from './group-items-into-lines.ts';
import type { TextItem, TextLine } from './text-line.ts';

/** Resumes longer than this are read only this far (nobody's CV has more, and it bounds work). */
export const PDF_MAX_PAGES = 10;

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

export interface PdfPageLike {
  getViewport(parameters: { scale: number }): { width: number; height: number };
  getTextContent(): Promise<{ items: readonly unknown[] }>;
  getAnnotations(): Promise<unknown>;
  cleanup(): unknown;
}

export interface PdfDocumentLike {
  numPages: number;
  getPage(pageNumber: number): Promise<PdfPageLike>;
}

export async function readPdfDocumentLines(document: PdfDocumentLike): Promise<TextLine[]> {
  const lines: TextLine[] = [];
  const links = new Set<string>();
  const pages = Math.min(document.numPages, PDF_MAX_PAGES);
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
    const annotations = (await page.getAnnotations()) as PdfAnnotation[];
    for (const annotation of annotations) {
      if (annotation.subtype === 'Link' && typeof annotation.url === 'string') {
        links.add(annotation.url);
      }
    }
    page.cleanup();
  }
  if (links.size > 0) lines.push({ text: [...links].join('\t'), fontSize: 0, links: true });
  return lines;
}
