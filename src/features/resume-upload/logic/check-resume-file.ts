import { isPdf, PDF_SNIFF_BYTES } from '../../../../common/resume/is-pdf.ts';
import { RESUME_MAX_BYTES } from '../../../../common/resume/resume-upload-schema.ts';

/**
 * The browser-side check of product.md 2.19 before anything is sent: at most 5 MB and a real PDF
 * (its first bytes, as the server checks them). Returns the message to show, or null when it is
 * fine.
 */
export async function checkResumeFile(file: File): Promise<string | null> {
  if (file.size === 0) return 'This file is empty. Please choose your resume as a PDF.';
  if (file.size > RESUME_MAX_BYTES) {
    return 'This file is larger than 5 MB. Please choose a smaller PDF.';
  }
  const head = new Uint8Array(await file.slice(0, PDF_SNIFF_BYTES).arrayBuffer());
  if (!isPdf(head)) return 'Your resume must be a PDF file. Please choose a PDF.';
  return null;
}
