import { formatBytes } from '@/common/format-bytes.ts';
import { detectVideoType, VIDEO_SNIFF_BYTES } from '@/common/courses/detect-video-type.ts';

const MEGABYTES = { smallest: 'MB', largest: 'MB', decimals: 'up-to-one' } as const;

/**
 * Checks a chosen video before it is sent, as the server will: a playable container by its first
 * bytes, within the size cap. Returns the message to show, or null.
 */
export async function checkVideoFile(file: File, maxBytes: number): Promise<string | null> {
  if (file.size === 0) return 'This file is empty. Choose a video file.';
  if (file.size > maxBytes) {
    return `This video is ${formatBytes(file.size, MEGABYTES)}, larger than the ${formatBytes(maxBytes, MEGABYTES)} limit. Compress it or choose a shorter clip.`;
  }
  const head = new Uint8Array(await file.slice(0, VIDEO_SNIFF_BYTES).arrayBuffer());
  if (!detectVideoType(head)) {
    return 'That file is not a video we can play. Choose an MP4, WebM, Ogg or QuickTime (.mov) video.';
  }
  return null;
}
