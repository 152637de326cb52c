import { describe, expect, it } from 'vitest';
import { checkResumeFile, WORD_FILE_MESSAGE } from './check-resume-file.ts';

const PDF = new TextEncoder().encode('%PDF-1.7\n');
const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]);
const OLE = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

describe('checkResumeFile', () => {
  it('takes a PDF', async () => {
    expect(await checkResumeFile(new File([PDF], 'cv.pdf'))).toBeNull();
  });

  it('tells a Word file where Word files go (issue 24 §4)', async () => {
    expect(await checkResumeFile(new File([ZIP], 'cv.docx'))).toBe(WORD_FILE_MESSAGE);
    expect(await checkResumeFile(new File([OLE], 'cv.doc'))).toBe(WORD_FILE_MESSAGE);
    expect(WORD_FILE_MESSAGE).toMatch(/Resumes screen/);
    expect(WORD_FILE_MESSAGE).toMatch(/build your résumé here instead/);
  });

  it('refuses other files as before', async () => {
    expect(await checkResumeFile(new File(['plain text'], 'cv.pdf'))).toBe(
      'Your resume must be a PDF file. Please choose a PDF.',
    );
    expect(await checkResumeFile(new File([ZIP], 'photos.zip'))).toBe(
      'Your resume must be a PDF file. Please choose a PDF.',
    );
  });
});
