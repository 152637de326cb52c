import { detectResumeType, RESUME_SNIFF_BYTES } from '@/common/resume/detect-resume-type.ts';
import { RESUME_MAX_BYTES } from '@/common/resume/resume-upload-schema.ts';

/** What a Word file dropped on the gate is told (issue 24 §4). */
export const WORD_FILE_MESSAGE =
  'Word files can be added from the Resumes screen once you are inside. Upload a PDF here, or build your résumé here instead.';
const WORD_NAME = /\.docx?$/i;

/**
 * The browser-side check of product.md#upload-resume before anything is sent: at most 5 MB and a real PDF
 * (its first bytes, as the server checks them). Returns the message to show, or null when it is
 * fine.
 */
export async function checkResumeFile(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, RESUME_SNIFF_BYTES).arrayBuffer());
  const kind = detectResumeType(head);
  // Issue 24 §4: a Word résumé is welcome, only not here (product.md#upload-resume: PDF only); say where,
  // whatever its size (the Resumes screen has its own limits).
  if (kind !== 'pdf' && (kind === 'doc' || WORD_NAME.test(file.name))) return WORD_FILE_MESSAGE;
  if (file.size === 0) return 'This file is empty. Please choose your resume as a PDF.';
  if (file.size > RESUME_MAX_BYTES) {
    return 'This file is larger than 5 MB. Please choose a smaller PDF.';
  }
  if (kind !== 'pdf') return 'Your resume must be a PDF file. Please choose a PDF.';
  return null;
}
