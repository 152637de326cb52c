/**
 * Reads an exported résumé file back the way an applicant tracking system would: the file's text
 * only, through our own parser (the one that reads uploads), for "What an ATS sees". A PDF is read
 * by pdf.js (its own worker lays out the text) with common's PDF reader; the parser is loaded
 * only when a learner asks, so the Resumes screen does not carry it.
 */
import {
  toResumeContent,
  type ResumeContent,
} from '../../../../common/resume/export/resume-content-schema.ts';
import { readPdfDocumentLines } from '../../../../common/resume/parse/read-pdf-document-lines.ts';
import type { TextLine } from '../../../../common/resume/parse/text-line.ts';
import { loadPdfDocument, releasePdfDocument } from './load-pdf-document.ts';

export type ExportedFileKind = 'pdf';

async function readLines(bytes: Uint8Array): Promise<TextLine[]> {
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
    import('../../../../common/resume/parse/parse-resume-lines.ts'),
    readLines(bytes),
  ]);
  const parsed = parseResumeLines(lines, { paragraphs: kind !== 'pdf' });
  return toResumeContent({ ...parsed, resume_name: resumeName });
}
