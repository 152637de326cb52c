import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { renderCoverLetterDocx } from './render-cover-letter-docx.ts';

describe('renderCoverLetterDocx', () => {
  it('writes each paragraph of the letter, the sign-off’s line break kept', async () => {
    const letter = 'Dear Hiring Manager,\n\nI built 40 DAGs.\u0001\n\nKind regards,\nAda Example';
    const bytes = await renderCoverLetterDocx(letter);
    const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
    expect(value).toBe(
      '<p>Dear Hiring Manager,</p><p>I built 40 DAGs.</p><p>Kind regards,<br />Ada Example</p>',
    );
  });
});
