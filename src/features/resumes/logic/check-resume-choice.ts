/**
 * Checks a file chosen on the Resumes screen before it is sent or kept for later (product.md#validation:
 * .pdf, .doc, .docx; product.md#constants: 5 MB), by its first bytes like the server does, so a wrong file
 * is explained at once instead of after an upload (or, offline, after the connection returns).
 */
import { detectResumeType, RESUME_SNIFF_BYTES } from '@/common/resume/detect-resume-type.ts';
import { RESUME_MAX_BYTES } from '@/common/resume/resume-upload-schema.ts';

export async function checkResumeChoice(file: File): Promise<string | null> {
  if (file.size === 0) return 'This file is empty. Please choose your resume.';
  if (file.size > RESUME_MAX_BYTES)
    return 'This file is larger than 5 MB. Please choose a smaller file.';
  const head = new Uint8Array(await file.slice(0, RESUME_SNIFF_BYTES).arrayBuffer());
  if (!detectResumeType(head)) {
    return 'Your resume must be a PDF or Word file (.pdf, .docx or .doc).';
  }
  return null;
}
