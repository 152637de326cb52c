import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { PermanentJobError } from '../jobs/permanent-job-error.ts';
import { extractPdfLines } from './extract-pdf-lines.ts';
import type * as OpenPdfDocument from './open-pdf-document.ts';
import { PDF_DAMAGED_MESSAGE } from './open-pdf-document.ts';

// pdf.js is not to run on the main thread: here it cannot. The worker thread has its own modules.
vi.mock('./open-pdf-document.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof OpenPdfDocument>()),
  openPdfDocument: () => {
    throw new Error('a PDF was opened on the main thread');
  },
}));

describe('extractPdfLines (the parse job)', () => {
  it('reads the lines of a PDF in the worker thread, not on the main thread', async () => {
    const data = await readFile(path.resolve('tests/fixtures/resumes/resume-01-pdf.pdf'));
    const lines = await extractPdfLines(new Uint8Array(data));
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.some((line) => /\p{L}{3}/u.test(line.text))).toBe(true);
    // The caller's bytes are still its own (the worker got a copy).
    expect(data.byteLength).toBeGreaterThan(0);
  }, 60_000);

  it('answers a file that does not open with its reason, as a permanent job error', async () => {
    const junk = new TextEncoder().encode(`%PDF-1.7\n${' '.repeat(2000)}`);
    const failure = await extractPdfLines(junk).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PermanentJobError);
    expect((failure as Error).message).toBe(PDF_DAMAGED_MESSAGE);
  }, 60_000);
});
