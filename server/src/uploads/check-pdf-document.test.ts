import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPdfDocument } from './check-pdf-document.ts';

/** One empty page, no cross-reference table (pdf.js rebuilds it, as for many real files). */
const ONE_PAGE =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
const NO_PAGES =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
/** 5 MB that pdf.js must scan whole to rebuild a structure it never finds: about a second. */
const SLOW = `%PDF-1.7\n${' 1 0 obj'.repeat(655_358)}`;

describe('checkPdfDocument', () => {
  let dir: string;
  const file = async (name: string, content: string) => {
    const filePath = path.join(dir, name);
    await writeFile(filePath, content, 'latin1');
    return filePath;
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'nyra-pdf-check-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('tells a readable PDF from a damaged one and one without pages', async () => {
    expect(await checkPdfDocument(await file('one.pdf', ONE_PAGE))).toBe('ok');
    expect(await checkPdfDocument(await file('junk.pdf', `%PDF-1.7\n${' '.repeat(2000)}`))).toBe(
      'damaged',
    );
    expect(await checkPdfDocument(await file('none.pdf', NO_PAGES))).toBe('no_pages');
  }, 60_000);

  it('stops a check at its time limit and answers the next one with a new worker', async () => {
    const slow = await file('slow.pdf', SLOW);
    const one = await file('one.pdf', ONE_PAGE);
    expect(await checkPdfDocument(one)).toBe('ok'); // the worker is up: only the file is timed
    const started = performance.now();
    expect(await checkPdfDocument(slow, 50)).toBe('too_complex');
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(await checkPdfDocument(one)).toBe('ok');
  }, 60_000);

  it('checks files sent together one after the other, each with its own answer', async () => {
    const one = await file('one.pdf', ONE_PAGE);
    const none = await file('none.pdf', NO_PAGES);
    expect(
      await Promise.all([checkPdfDocument(one), checkPdfDocument(none), checkPdfDocument(one)]),
    ).toEqual(['ok', 'no_pages', 'ok']);
  }, 60_000);
});
