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
