import { describe, expect, it } from 'vitest';
import { resumePdfFileName } from './resume-pdf-file-name.ts';

describe('resumePdfFileName', () => {
  it('names the file after the resume, safe on every file system', () => {
    expect(resumePdfFileName('Ada Lovelace – Data Engineer')).toBe(
      'Ada Lovelace - Data Engineer.pdf',
    );
    expect(resumePdfFileName('a/b:c*?"<>|\u0007d.', 'json')).toBe('a b c d.json');
    expect(resumePdfFileName('   ')).toBe('Resume.pdf');
  });
});
