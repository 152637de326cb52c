/** A PDF starts with the bytes `%PDF-` (ISO 32000); checked instead of the name or declared type. */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d];

export const PDF_SNIFF_BYTES = PDF_MAGIC.length;

export function isPdf(head: Uint8Array): boolean {
  return PDF_MAGIC.every((byte, index) => head[index] === byte);
}
