/** A stored resume file of a known kind → parsed fields (see common/resume/parse). */
import type { ResumeFileKind } from '../../../common/resume/detect-resume-type.ts';
import {
  parseResumeLines,
  type ParsedResume,
} from '../../../common/resume/parse/parse-resume-lines.ts';
import type { TextLine } from '../../../common/resume/parse/text-line.ts';
import { PermanentJobError } from '../jobs/permanent-job-error.ts';
import { extractDocLines } from './extract-doc-lines.ts';
import { extractDocxLines } from './extract-docx-lines.ts';
import { extractPdfLines, PdfWorkerUnavailableError } from './extract-pdf-lines.ts';

export async function parseResumeFile(kind: ResumeFileKind, data: Buffer): Promise<ParsedResume> {
  let lines: TextLine[];
  try {
    lines =
      kind === 'pdf'
        ? await extractPdfLines(new Uint8Array(data))
        : kind === 'docx'
          ? await extractDocxLines(data)
          : await extractDocLines(data);
  } catch (error) {
    // Not the file's fault: the job runs again later.
    if (error instanceof PermanentJobError || error instanceof PdfWorkerUnavailableError) {
      throw error;
    }
    throw new PermanentJobError(
      `This ${kind === 'pdf' ? 'PDF' : 'Word'} file could not be read: it is damaged or not a real ${kind.toUpperCase()} file. Save it again and upload the new file.`,
    );
  }
  if (!lines.some((line) => /\p{L}{2}/u.test(line.text))) {
    throw new PermanentJobError(
      'We could not find any text in this file. If it is a scanned image, upload a PDF with selectable text.',
    );
  }
  return parseResumeLines(lines, { paragraphs: kind !== 'pdf' });
}
