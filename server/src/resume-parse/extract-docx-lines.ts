/**
 * DOCX → lines: mammoth turns the document into HTML (its structure: headings, lists, table
 * cells), then common's readDocxHtmlLines reads the lines, the same reader the browser uses.
 * The archive was checked at upload (entry count, unpacked size).
 */
import mammoth from 'mammoth';
import { readDocxHtmlLines } from '@/common/resume/parse/read-docx-html-lines.ts';
import type { TextLine } from '@/common/resume/parse/text-line.ts';

export async function extractDocxLines(buffer: Buffer): Promise<TextLine[]> {
  const { value: html } = await mammoth.convertToHtml({ buffer });
  return readDocxHtmlLines(html);
}
