/**
 * Recognises a lesson video by its first bytes (never by name or declared type):
 * MP4 and QuickTime by their `ftyp`/atom box, WebM by its EBML header with the "webm" doctype,
 * Ogg video by the `OggS` page with a Theora or VP8 stream header.
 */
import type { VideoMimeType } from './courses-limits.ts';

/** Bytes the detector needs to see (fewer when the whole file is shorter). */
export const VIDEO_SNIFF_BYTES = 64;

/** ISO base media brands that are not video (audio-only and still images). */
const NON_VIDEO_BRANDS = new Set([
  'M4A ',
  'M4B ',
  'M4P ',
  'heic',
  'heix',
  'mif1',
  'msf1',
  'avif',
  'avis',
]);
/** Top-level QuickTime atoms that may open a .mov file written without an ftyp box. */
const QUICKTIME_LEADING_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

export function detectVideoType(head: Uint8Array): VideoMimeType | null {
  if (head.length < 12) return null;
  const box = ascii(head, 4, 8);
  if (box === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (NON_VIDEO_BRANDS.has(brand)) return null;
    return brand === 'qt  ' ? 'video/quicktime' : 'video/mp4';
  }
  if (QUICKTIME_LEADING_ATOMS.has(box)) return 'video/quicktime';
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) {
    return ascii(head, 4, head.length).includes('webm') ? 'video/webm' : null;
  }
  if (ascii(head, 0, 4) === 'OggS') {
    const text = ascii(head, 28, head.length);
    return text.includes('theora') || text.includes('OVP80') ? 'video/ogg' : null;
  }
  return null;
}

/** File extension for a stored video of the detected type. */
export const VIDEO_EXTENSIONS: Readonly<Record<VideoMimeType, string>> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/ogg': 'ogv',
  'video/quicktime': 'mov',
};
