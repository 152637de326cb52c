/**
 * A cover letter as a Word file: one paragraph per paragraph of the letter (line breaks inside
 * one, as in the sign-off, kept), in a plain 11 pt font with space between paragraphs. Characters
 * XML cannot hold are dropped (Word would call the file corrupt). Runs in the browser and in Node.
 */
import { Document, Packer, Paragraph, TextRun } from 'docx';

const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
/** 11 pt, in Word's half-points. */
const FONT_SIZE = 22;
/** Space after a paragraph, in twentieths of a point (10 pt). */
const PARAGRAPH_SPACING = 200;

export async function renderCoverLetterDocx(letter: string): Promise<Uint8Array<ArrayBuffer>> {
  const paragraphs = letter
    .replace(NOT_XML, '')
    .split(/\n{2,}/)
    .map(
      (paragraph) =>
        new Paragraph({
          spacing: { after: PARAGRAPH_SPACING },
          children: paragraph.split('\n').map(
            (line, index) =>
              new TextRun({
                text: line,
                break: index > 0 ? 1 : 0,
                size: FONT_SIZE,
                font: 'Calibri',
              }),
          ),
        }),
    );
  const document = new Document({ sections: [{ children: paragraphs }] });
  return new Uint8Array(await Packer.toArrayBuffer(document));
}
