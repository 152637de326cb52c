/**
 * Checks that a ZIP upload is a Word document and safe to open: it must hold
 * `word/document.xml`, have at most DOCX_MAX_ENTRIES entries, and unpack to at most
 * DOCX_MAX_UNPACKED_BYTES. Every entry is actually inflated (and counted while it streams), so
 * a zip bomb that lies about its sizes is caught here, before any parser touches it.
 */
import yauzl from 'yauzl';

export const DOCX_MAX_ENTRIES = 1000;
export const DOCX_MAX_UNPACKED_BYTES = 40 * 1024 * 1024;

export type DocxCheck = 'ok' | 'not_docx' | 'too_big' | 'corrupt';

export function checkDocxArchive(filePath: string): Promise<DocxCheck> {
  return new Promise((resolve) => {
    yauzl.open(filePath, { lazyEntries: true, validateEntrySizes: true }, (openError, zip) => {
      if (openError || !zip) return resolve('corrupt');
      let entries = 0;
      let unpacked = 0;
      let hasDocument = false;
      let settled = false;
      const finish = (result: DocxCheck) => {
        if (settled) return;
        settled = true;
        zip.close();
        resolve(result);
      };
      zip.on('error', () => finish('corrupt'));
      zip.on('end', () => finish(hasDocument ? 'ok' : 'not_docx'));
      zip.on('entry', (entry: yauzl.Entry) => {
        entries += 1;
        if (entries > DOCX_MAX_ENTRIES) return finish('too_big');
        if (entry.fileName === 'word/document.xml') hasDocument = true;
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        if (unpacked + entry.uncompressedSize > DOCX_MAX_UNPACKED_BYTES) return finish('too_big');
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return finish('corrupt');
          stream.on('data', (chunk: Buffer) => {
            unpacked += chunk.length;
            if (unpacked > DOCX_MAX_UNPACKED_BYTES) {
              stream.destroy();
              finish('too_big');
            }
          });
          stream.on('error', () => finish('corrupt'));
          stream.on('end', () => {
            if (!settled) zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}
