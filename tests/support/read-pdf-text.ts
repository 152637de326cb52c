/**
 * Reads an exported PDF back with pdfjs-dist (as an applicant-tracking system would): the text
 * runs of each page in content order, their positions and fonts, and the page count.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfRun {
  page: number;
  text: string;
  x: number;
  y: number;
  font: string;
}

export async function readPdfText(data: Uint8Array): Promise<{ pages: number; runs: PdfRun[] }> {
  const document = await getDocument({
    data: data.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  const runs: PdfRun[] = [];
  try {
    for (let page = 1; page <= document.numPages; page += 1) {
      const content = await (await document.getPage(page)).getTextContent();
      for (const item of content.items) {
        if (!('str' in item) || !item.str.trim()) continue;
        runs.push({
          page,
          text: item.str,
          x: Math.round(item.transform[4] ?? 0),
          y: Math.round(item.transform[5] ?? 0),
          font: item.fontName,
        });
      }
    }
    return { pages: document.numPages, runs };
  } finally {
    await document.destroy();
  }
}

/** All text in reading (content) order, whitespace collapsed. */
export function plainText(runs: PdfRun[]): string {
  return runs
    .map((run) => run.text)
    .join(' ')
    .replace(/\s+/g, ' ');
}
