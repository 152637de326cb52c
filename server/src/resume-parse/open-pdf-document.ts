/**
 * The one place a PDF is opened with pdf.js (legacy Node build), for the upload check and the
 * parse job alike. `isEvalSupported: false` closes the font-eval hole (CVE-2024-4367); fonts are
 * never rendered, only text is read, and a document's JavaScript is never run (pdf.js only runs
 * it with a scripting sandbox, which is not set up here). A failure to open is a PdfOpenError
 * whose message tells the person what to do.
 */
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

export const PDF_PASSWORD_MESSAGE =
  'This PDF is protected with a password. Remove the password (or print it to a new PDF) and upload it again.';
export const PDF_DAMAGED_MESSAGE =
  'This PDF could not be read: the file is damaged or not a real PDF. Export it again and upload the new file.';

export class PdfOpenError extends Error {
  override name = 'PdfOpenError';
  constructor(
    readonly problem: 'password' | 'damaged',
    message: string,
  ) {
    super(message);
  }
}

export async function openPdfDocument(data: Uint8Array): Promise<PDFDocumentProxy> {
  const task = getDocument({
    data,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    return await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    if ((error as { name?: string }).name === 'PasswordException') {
      throw new PdfOpenError('password', PDF_PASSWORD_MESSAGE);
    }
    throw new PdfOpenError('damaged', PDF_DAMAGED_MESSAGE);
  }
}
