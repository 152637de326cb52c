/** "Jane Doe – Data Engineer" → "Jane Doe - Data Engineer.pdf": safe on every file system. */
export function resumePdfFileName(resumeName: string, extension = 'pdf'): string {
  const base = resumeName
    .normalize('NFC')
    // Characters no file system takes, and control characters.
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/[–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120)
    .replace(/[. ]+$/, '');
  return `${base || 'Resume'}.${extension}`;
}

/** The same safe name for the Word export ("Download DOCX"). */
export function resumeDocxFileName(resumeName: string): string {
  return resumePdfFileName(resumeName, 'docx');
}

/** What the browser saves a Word export as (Office Open XML, .docx). */
export const RESUME_DOCX_MIME_TYPE =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
