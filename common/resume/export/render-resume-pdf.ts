/**
 * Renders a resume to PDF bytes with a pdfmake instance: the browser's bundle in the export
 * worker, pdfmake's Node entry in tests and the bench. The caller loads the font files (fetch or
 * fs); the layout is buildResumeDocument's, so every caller writes the same PDF.
 */
import { buildResumeDocument } from './build-resume-document.ts';
import type { ResumeContent } from './resume-content-schema.ts';
import type { PaperSize, ResumeTemplate } from '../resume-template-schema.ts';
import { RESUME_FONT_FILES, RESUME_FONTS } from './resume-font-files.ts';

/** The part of pdfmake 0.3's API we use (its own typings describe 0.2). */
export interface PdfMakeLike {
  virtualfs: {
    existsSync(name: string): boolean;
    writeFileSync(name: string, content: Uint8Array, encoding?: string): void;
  };
  setFonts(fonts: unknown): void;
  setUrlAccessPolicy(allow: (url: string) => boolean): void;
  setProgressCallback(callback: ((progress: number) => void) | undefined): void;
  createPdf(definition: unknown): { getBuffer(): Promise<Uint8Array> };
}

export type FontLoader = (fileName: string) => Promise<Uint8Array>;

const prepared = new WeakSet<PdfMakeLike>();

/** Loads the fonts once per pdfmake instance and forbids any network access (offline, private). */
export async function prepareResumePdfMake(
  pdfmake: PdfMakeLike,
  loadFont: FontLoader,
  encoding?: string,
): Promise<void> {
  if (prepared.has(pdfmake)) return;
  for (const file of RESUME_FONT_FILES) {
    if (!pdfmake.virtualfs.existsSync(file)) {
      pdfmake.virtualfs.writeFileSync(file, await loadFont(file), encoding);
    }
  }
  pdfmake.setFonts(RESUME_FONTS);
  pdfmake.setUrlAccessPolicy(() => false);
  prepared.add(pdfmake);
}

export async function renderResumePdf(
  pdfmake: PdfMakeLike,
  resume: ResumeContent,
  template: ResumeTemplate,
  paper: PaperSize,
  onProgress?: (fraction: number) => void,
): Promise<Uint8Array> {
  pdfmake.setProgressCallback(onProgress);
  try {
    const buffer = await pdfmake
      .createPdf(buildResumeDocument(resume, template, paper))
      .getBuffer();
    return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  } finally {
    pdfmake.setProgressCallback(undefined);
  }
}
