/** A stored resume file of a known kind → parsed fields (see common/resume/parse). */
import type { ResumeFileKind } from '@/common/resume/detect-resume-type.ts';
import { fitParsedResume } from '@/common/resume/parse/fit-parsed-resume.ts';
import { parseResumeLines, type ParsedResume } from '@/common/resume/parse/parse-resume-lines.ts';
import type { TextLine } from '@/common/resume/parse/text-line.ts';
import { PermanentJobError } from '../jobs/permanent-job-error.ts';
import { extractDocLines } from './extract-doc-lines.ts';
import { extractDocxLines } from './extract-docx-lines.ts';
import { extractPdfLines, PdfWorkerUnavailableError } from './extract-pdf-lines.ts';
import { ocrPdfLines } from './ocr-pdf-lines.ts';

/**
 * Every field read by OCR is at most this sure (below LOW_CONFIDENCE_BELOW, 0.7): a scan's
 * letters are guessed, so each value it gave is listed in "Check N fields" (issue 25).
 */
export const OCR_CONFIDENCE_CAP = 0.5;

const hasText = (lines: TextLine[]) => lines.some((line) => /\p{L}{2}/u.test(line.text));

/** Caps every confidence of a parse made from OCR text (the résumé's and its items'). */
function capConfidence(parsed: ParsedResume): ParsedResume {
  const cap = (meta: Record<string, { confidence: number; source: string }>) => {
    for (const entry of Object.values(meta)) {
      entry.confidence = Math.min(entry.confidence, OCR_CONFIDENCE_CAP);
    }
  };
  cap(parsed.parse_meta);
  for (const item of [
    ...parsed.employment_history,
    ...parsed.education_history,
    ...parsed.skills,
    ...parsed.projects,
    ...parsed.certifications,
  ]) {
    if (item.parse_meta) cap(item.parse_meta);
  }
  return parsed;
}

/**
 * `onProgress` hears how far a slow read is (0–1): only OCR reports, a page at a time (a text
 * PDF or a Word file is read in well under a second). The result fits the résumé's limits
 * (fit-parsed-resume.ts): a file longer than the editor accepts is cut, not refused.
 */
export async function parseResumeFile(
  kind: ResumeFileKind,
  data: Buffer,
  onProgress?: (fraction: number) => Promise<void>,
): Promise<ParsedResume> {
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
  // A PDF without a text layer is a scan (or an image export): read it with OCR (issue 25).
  if (!hasText(lines) && kind === 'pdf') {
    await onProgress?.(0);
    let reported = Promise.resolve();
    const read = await ocrPdfLines(new Uint8Array(data), (done, total) => {
      reported = reported.then(() => onProgress?.(done / total));
    });
    await reported;
    if (hasText(read)) {
      return fitParsedResume(capConfidence(parseResumeLines(read, { paragraphs: false })));
    }
  }
  if (!hasText(lines)) {
    throw new PermanentJobError(
      'We could not find any text in this file. If it is a scanned image, upload a PDF with selectable text.',
    );
  }
  return fitParsedResume(parseResumeLines(lines, { paragraphs: kind !== 'pdf' }));
}
