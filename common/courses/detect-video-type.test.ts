import { describe, expect, it } from 'vitest';
import { isPdf } from '../resume/is-pdf.ts';
import { detectVideoType } from './detect-video-type.ts';

function bytes(...parts: Array<string | number[]>): Uint8Array {
  const out: number[] = [];
  for (const part of parts) {
    if (typeof part === 'string') out.push(...[...part].map((ch) => ch.charCodeAt(0)));
    else out.push(...part);
  }
  while (out.length < 64) out.push(0);
  return new Uint8Array(out);
}

describe('detectVideoType', () => {
  it('recognises MP4, QuickTime, WebM and Ogg video by their first bytes', () => {
    expect(detectVideoType(bytes([0, 0, 0, 0x20], 'ftypisom'))).toBe('video/mp4');
    expect(detectVideoType(bytes([0, 0, 0, 0x18], 'ftypmp42'))).toBe('video/mp4');
    expect(detectVideoType(bytes([0, 0, 0, 0x14], 'ftypqt  '))).toBe('video/quicktime');
    expect(detectVideoType(bytes([0, 0, 0, 0x08], 'wide'))).toBe('video/quicktime');
    expect(
      detectVideoType(
        bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1], [0x42, 0x82, 0x84], 'webm'),
      ),
    ).toBe('video/webm');
    expect(detectVideoType(bytes('OggS', new Array(24).fill(0), [0x80], 'theora'))).toBe(
      'video/ogg',
    );
  });

  it('refuses audio, images, Matroska audio and anything else', () => {
    expect(detectVideoType(bytes([0, 0, 0, 0x20], 'ftypM4A '))).toBeNull();
    expect(detectVideoType(bytes([0, 0, 0, 0x1c], 'ftypheic'))).toBeNull();
    expect(detectVideoType(bytes('OggS', new Array(24).fill(0), [1], 'vorbis'))).toBeNull();
    expect(detectVideoType(bytes([0x1a, 0x45, 0xdf, 0xa3], 'matroska'))).toBeNull();
    expect(detectVideoType(bytes('%PDF-1.7'))).toBeNull();
    expect(detectVideoType(new Uint8Array([0, 0, 0]))).toBeNull();
  });
});

describe('isPdf', () => {
  it('checks the %PDF- signature only', () => {
    expect(isPdf(bytes('%PDF-1.4'))).toBe(true);
    expect(isPdf(bytes(' %PDF-1.4'))).toBe(false);
    expect(isPdf(bytes('%PDF'))).toBe(false);
    expect(isPdf(new Uint8Array())).toBe(false);
  });
});
