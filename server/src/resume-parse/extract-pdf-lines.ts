/**
 * PDF → lines in reading order, with pdfjs-dist's legacy (Node) build. `isEvalSupported: false`
 * closes the font-eval hole (CVE-2024-4367); fonts are never rendered, only text is read. Each
 * page is read and laid out in turn, yielding to the event loop between pages so a long resume
 * never stalls other requests.
 */
import { setImmediate } from 'node:timers/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { groupItemsIntoLines } from '../../../common/resume/parse/group-items-into-lines.ts';
import type { TextItem, TextLine } from '../../../common/resume/parse/text-line.ts';
import { PermanentJobError } from '../jobs/permanent-job-error.ts';

/** Resumes longer than this are read only this far (nobody's CV has more, and it bounds work). */
const MAX_PAGES = 10;

interface PdfTextItem {
  str?: string;
  transform?: number[];
  width?: number;
  height?: number;
}

export async function extractPdfLines(data: Uint8Array): Promise<TextLine[]> {
  const task = getDocument({
    data,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  let document;
  try {
    document = await task.promise;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') {
      throw new PermanentJobError(
        'This PDF is protected with a password. Remove the password (or print it to a new PDF) and upload it again.',
      );
    }
    throw new PermanentJobError(
      'This PDF could not be read: the file is damaged or not a real PDF. Export it again and upload the new file.',
    );
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
