import { describe, expect, it } from 'vitest';
import { resumeDocxFileName, resumePdfFileName } from './resume-pdf-file-name.ts';

describe('resumePdfFileName', () => {
  it('names the file after the resume, safe on every file system', () => {
    expect(resumePdfFileName('Ada Lovelace – Data Engineer')).toBe(
      'Ada Lovelace - Data Engineer.pdf',
    );
    expect(resumePdfFileName('a/b:c*?"<>|\u0007d.', 'json')).toBe('a b c d.json');
    expect(resumePdfFileName('   ')).toBe('Resume.pdf');
  });
});

describe('resumeDocxFileName', () => {
  it('names the Word file the same way, with the .docx extension', () => {
    expect(resumeDocxFileName('Ada Lovelace – Data Engineer')).toBe(
      'Ada Lovelace - Data Engineer.docx',
    );
    expect(resumeDocxFileName('a/b:c*?"<>|\u0007d.')).toBe('a b c d.docx');
    expect(resumeDocxFileName('')).toBe('Resume.docx');
  });
});
