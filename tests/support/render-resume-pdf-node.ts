/**
 * Renders resumes in Node with the export's own layout (common/resume/export) and pdfmake's
 * Node entry, reading the self-hosted fonts from public/fonts/resume/: the PDFs the browser
 * writes, for the round-trip, reading-order and page-break tests and the bench.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pdfmake from 'pdfmake';
import {
  prepareResumePdfMake,
  renderResumePdf,
  type PdfMakeLike,
} from '@/common/resume/export/render-resume-pdf.ts';
import type { ResumeContent } from '@/common/resume/export/resume-content-schema.ts';
import type { PaperSize, ResumeTemplate } from '@/common/resume/resume-template-schema.ts';

const FONT_DIR = path.resolve(import.meta.dirname, '../../public/fonts/resume');
const instance = pdfmake as unknown as PdfMakeLike & {
  setLocalAccessPolicy(allow: (file: string) => boolean): void;
};

export async function renderResumePdfInNode(
  resume: ResumeContent,
  template: ResumeTemplate,
  paper: PaperSize = 'A4',
): Promise<Uint8Array> {
  instance.setLocalAccessPolicy(() => false);
  await prepareResumePdfMake(instance, (file) => readFile(path.join(FONT_DIR, file)));
  return renderResumePdf(instance, resume, template, paper);
}
