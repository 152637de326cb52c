/**
 * Legacy Word (.doc, OLE compound file) → lines with word-extractor. The format keeps no styles
 * we can rely on here, so every paragraph is a line of body size and headings are told by words.
 */
import { createRequire } from 'node:module';
import type { TextLine } from '@/common/resume/parse/text-line.ts';

/** word-extractor ships no types: the part of its API used here. */
interface WordExtractorApi {
  extract(source: Buffer): Promise<{ getBody(): string }>;
}
const WordExtractor = createRequire(import.meta.url)(
  'word-extractor',
) as new () => WordExtractorApi;

export async function extractDocLines(buffer: Buffer): Promise<TextLine[]> {
  const document = await new WordExtractor().extract(buffer);
  return (
    document
      .getBody()
      .split(/\r?\n|\r/)
      // Word field and cell marks are control characters: they separate words.
      // eslint-disable-next-line no-control-regex
      .map((text) => text.replace(/[\u0007\u000b\f]/g, ' ').trim())
      .filter(Boolean)
      .map((text) => ({ text, fontSize: 10 }))
  );
}
