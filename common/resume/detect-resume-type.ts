/**
 * Tells a resume file's kind from its first bytes, never from its name or declared type:
 * PDF (`%PDF-`), a ZIP container (DOCX candidates; the archive is inspected further on the
 * server) or an OLE compound file (legacy .doc).
 */
import { isPdf } from './is-pdf.ts';

export type ResumeFileKind = 'pdf' | 'docx' | 'doc';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export const RESUME_SNIFF_BYTES = OLE_MAGIC.length;

function startsWith(head: Uint8Array, magic: number[]): boolean {
  return magic.every((byte, index) => head[index] === byte);
}

export function detectResumeType(head: Uint8Array): ResumeFileKind | null {
  if (isPdf(head)) return 'pdf';
  if (startsWith(head, ZIP_MAGIC)) return 'docx';
  if (startsWith(head, OLE_MAGIC)) return 'doc';
  return null;
}
