/**
 * Sends a file with HTTP Range support (RFC 9110 §14): a single `bytes=` range gets 206 with
 * Content-Range, an unsatisfiable one 416, anything else (no range, several ranges, a stale
 * If-Range) the whole file with 200. Video players rely on this to seek and to start quickly.
 * The file is streamed from disk, never read into memory.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { HttpError } from '@/server/src/http/http-error.ts';

/** Stored media never changes under its generated name, so browsers may keep it for a year. */
const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

interface ByteRange {
  start: number;
  end: number;
}

/** Parses one `bytes=` range; `undefined` means "ignore the header", `null` unsatisfiable. */
function parseRange(header: string, size: number): ByteRange | null | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return null;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return null;
  return { start, end };
}

export async function sendFileWithRange(
  c: Context,
  filePath: string,
  contentType: string,
): Promise<Response> {
  let size: number;
  let modified: Date;
  try {
    const info = await stat(filePath);
    if (!info.isFile()) throw new Error('not a file');
    size = info.size;
    modified = info.mtime;
  } catch {
    throw new HttpError(404, 'not_found', 'This file does not exist.');
  }
  const etag = `"${size.toString(16)}-${Math.floor(modified.getTime()).toString(16)}"`;
  c.header('Accept-Ranges', 'bytes');
  c.header('Content-Type', contentType);
  c.header('ETag', etag);
  c.header('Last-Modified', modified.toUTCString());
  c.header('Cache-Control', IMMUTABLE_CACHE_CONTROL);

  if (c.req.header('if-none-match') === etag) return c.body(null, 304);

  const rangeHeader = c.req.header('range');
  const ifRange = c.req.header('if-range');
  const rangeApplies = rangeHeader !== undefined && (ifRange === undefined || ifRange === etag);
  const range = rangeApplies ? parseRange(rangeHeader, size) : undefined;

  if (range === null) {
    c.header('Content-Range', `bytes */${size}`);
    return c.body(null, 416);
  }
  const start = range?.start ?? 0;
  const end = range?.end ?? size - 1;
  const length = size === 0 ? 0 : end - start + 1;
  c.header('Content-Length', String(length));
  if (range) c.header('Content-Range', `bytes ${start}-${end}/${size}`);
  const status = range ? 206 : 200;
  if (c.req.method === 'HEAD' || length === 0) return c.body(null, status);
  const stream = Readable.toWeb(createReadStream(filePath, { start, end })) as ReadableStream;
  return c.body(stream, status);
}
