/**
 * Reads an exported résumé file back the way an applicant tracking system would: the file's text
 * only, through our own parser (the one that reads uploads), for "What an ATS sees". A PDF is read
 * by pdf.js (its own worker lays out the text) with common's PDF reader, a Word file by mammoth
 * and common's DOCX reader, as the server reads uploads; the parser and mammoth are loaded
 * only when a learner asks, so the Resumes screen does not carry it.
 */
import {
  toResumeContent,
  type ResumeContent,
} from '@/common/resume/export/resume-content-schema.ts';
import { readPdfDocumentLines } from '@/common/resume/parse/read-pdf-document-lines.ts';
import type { TextLine } from '@/common/resume/parse/text-line.ts';
import { loadPdfDocument, releasePdfDocument } from './load-pdf-document.ts';

export type ExportedFileKind = 'pdf' | 'docx';

async function readLines(bytes: Uint8Array, kind: ExportedFileKind): Promise<TextLine[]> {
  if (kind === 'docx') {
    // mammoth's browser build, as the server reads uploads: its HTML keeps headings and lists.
    const [{ default: mammoth }, { readDocxHtmlLines }] = await Promise.all([
      import('mammoth'),
      import('@/common/resume/parse/read-docx-html-lines.ts'),
    ]);
    const { value: html } = await mammoth.convertToHtml({ arrayBuffer: bytes.slice().buffer });
    return readDocxHtmlLines(html);
  }
  const document = await loadPdfDocument(bytes);
  try {
    return await readPdfDocumentLines(document);
  } finally {
    releasePdfDocument(document);
  }
}

export async function readResumeFileBack(
  bytes: Uint8Array,
  kind: ExportedFileKind,
  resumeName: string,
): Promise<ResumeContent> {
  const [{ parseResumeLines }, lines] = await Promise.all([
    import('@/common/resume/parse/parse-resume-lines.ts'),
    readLines(bytes, kind),
  ]);
  const parsed = parseResumeLines(lines, { paragraphs: kind !== 'pdf' });
  return toResumeContent({ ...parsed, resume_name: resumeName });
}
