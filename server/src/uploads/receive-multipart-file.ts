/**
 * Streams one file field of a multipart/form-data request to a temporary file, without holding
 * the body in memory. The size cap is enforced while bytes arrive (an oversized upload is cut off
 * at the limit, not after it has been received), and the file's first bytes are handed to
 * `checkHead` as soon as they are in, so a file of the wrong kind is refused early.
 * On any failure the partial file is deleted.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '../http/http-error.ts';

/** Allowance for multipart framing and small extra fields on top of the file size cap. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** Largest header block of one part; anything bigger is not a browser's form upload. */
const PART_HEADERS_MAX_BYTES = 16 * 1024;
/** After the file part, at most this much trailing body is read (the closing boundary). */
const TRAILER_DRAIN_MAX_BYTES = 64 * 1024;
/**
 * After a refusal part-way through the body, up to this much of the rest is read and dropped, so
 * the client (still sending) receives the answer and the keep-alive connection stays usable.
 * Beyond it the connection is closed instead (see `onAbandonedBody`).
 */
const DISCARD_AFTER_ERROR_MAX_BYTES = 16 * 1024 * 1024;
const DISCARD_AFTER_ERROR_MAX_MS = 10_000;

export interface ReceiveFileOptions {
  fieldName: string;
  maxBytes: number;
  tempDir: string;
  /** How many leading bytes `checkHead` needs. */
  headBytes: number;
  /** Throws an HttpError when the first bytes show the wrong kind of file. */
  checkHead: (head: Uint8Array) => void;
  tooLargeMessage: string;
  /**
   * Called when the request body is refused and left unread (too much of it remains): the
   * route should answer with `Connection: close`, since the connection cannot be reused.
   */
  onAbandonedBody?: () => void;
}

export interface ReceivedFile {
  tempPath: string;
  sizeBytes: number;
  /** The uploader's file name, for display only (base name, at most 255 characters). */
  fileName: string;
  head: Uint8Array;
}

function parseBoundary(contentType: string): string | undefined {
  if (!/^multipart\/form-data\b/i.test(contentType.trim())) return undefined;
  const match = /boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

function parsePartHeaders(block: string): { name?: string; fileName?: string } {
  const disposition = block
    .split('\r\n')
    .find((line) => line.toLowerCase().startsWith('content-disposition:'));
  if (!disposition) return {};
  const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
  const fileName = /\bfilename="([^"]*)"/i.exec(disposition)?.[1];
  return { name, fileName };
}

function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // Strip control characters: the name is only ever shown, but it should never break a UI.
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (cleaned || 'upload').slice(0, 255);
}

export async function receiveMultipartFile(
  request: Request,
  options: ReceiveFileOptions,
): Promise<ReceivedFile> {
  const { fieldName } = options;
  const boundary = parseBoundary(request.headers.get('content-type') ?? '');
  if (!boundary) {
    throw new HttpError(
      415,
      'unsupported_media_type',
      `Send the file as multipart/form-data in the field "${fieldName}".`,
    );
  }
  const tooLarge = () => new HttpError(413, 'file_too_large', options.tooLargeMessage);
  const declaredLength = Number(request.headers.get('content-length') ?? NaN);
  if (
    Number.isFinite(declaredLength) &&
    declaredLength > options.maxBytes + MULTIPART_OVERHEAD_BYTES
  ) {
    // Node reads and drops an unread body itself; past a point closing is cheaper.
    if (declaredLength > options.maxBytes + DISCARD_AFTER_ERROR_MAX_BYTES)
      options.onAbandonedBody?.();
    throw tooLarge();
  }
  const missing = () =>
    new HttpError(400, 'file_missing', `Choose a file to upload (form field "${fieldName}").`, {
      [fieldName]: 'Choose a file to upload.',
    });
  const malformed = () =>
    new HttpError(
      400,
      'upload_incomplete',
      'The upload was interrupted before the file was complete. Please try again.',
    );
  if (!request.body) throw missing();

  const reader = request.body.getReader();
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const keep = delimiter.length - 1;
  // A leading CRLF lets the first boundary (which has none) match the same delimiter.
  let buffer: Buffer = Buffer.from('\r\n');
  let ended = false;

  async function pull(): Promise<boolean> {
    if (ended) return false;
    let chunk: Awaited<ReturnType<typeof reader.read>>;
    try {
      chunk = await reader.read();
    } catch {
      throw malformed();
    }
    if (chunk.done) {
      ended = true;
      return false;
    }
    buffer = buffer.length > 0 ? Buffer.concat([buffer, chunk.value]) : Buffer.from(chunk.value);
    return true;
  }

  /** Discards bytes up to and including the next delimiter. */
  async function skipPastDelimiter(): Promise<void> {
    for (;;) {
      const index = buffer.indexOf(delimiter);
      if (index >= 0) {
        buffer = buffer.subarray(index + delimiter.length);
        return;
      }
      if (buffer.length > keep) buffer = buffer.subarray(buffer.length - keep);
      if (!(await pull())) throw missing();
    }
  }

  /** Reads and drops the rest of the body (bounded); false when some of it is left unread. */
  async function discardRest(): Promise<boolean> {
    const deadline = Date.now() + DISCARD_AFTER_ERROR_MAX_MS;
    let discarded = 0;
    while (!ended && discarded < DISCARD_AFTER_ERROR_MAX_BYTES) {
      const remainingMs = deadline - Date.now();
      if (remainingMs <= 0) return false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), remainingMs);
      });
      const chunk = await Promise.race([reader.read().catch(() => 'failed' as const), timedOut]);
      clearTimeout(timer);
      if (chunk === 'timeout' || chunk === 'failed') return false;
      if (chunk.done) ended = true;
      else discarded += chunk.value.length;
    }
    return ended;
  }

  try {
    return await parseParts();
  } catch (error) {
    if (!ended && !(await discardRest())) options.onAbandonedBody?.();
    throw error;
  }

  async function parseParts(): Promise<ReceivedFile> {
    await skipPastDelimiter();
    for (;;) {
      while (buffer.length < 2) if (!(await pull())) throw missing();
      if (buffer[0] === 0x2d && buffer[1] === 0x2d) throw missing(); // closing boundary, no file
      let headerEnd = buffer.indexOf('\r\n\r\n');
      while (headerEnd < 0) {
        if (buffer.length > PART_HEADERS_MAX_BYTES) {
          throw new HttpError(400, 'malformed_multipart', 'The upload is not valid form data.');
        }
        if (!(await pull())) throw missing();
        headerEnd = buffer.indexOf('\r\n\r\n');
      }
      const headers = parsePartHeaders(buffer.subarray(0, headerEnd).toString('utf8'));
      buffer = buffer.subarray(headerEnd + 4);
      if (headers.name === fieldName && headers.fileName !== undefined) {
        if (headers.fileName === '') throw missing(); // the browser's "no file chosen"
        return streamFilePart(cleanFileName(headers.fileName));
      }
      await skipPastDelimiter();
    }
  }

  async function streamFilePart(fileName: string): Promise<ReceivedFile> {
    await mkdir(options.tempDir, { recursive: true });
    const tempPath = path.join(options.tempDir, `${randomUUID()}.part`);
    const file = await open(tempPath, 'wx');
    let sizeBytes = 0;
    let head = Buffer.alloc(0);
    let checked = false;
    try {
      for (;;) {
        const index = buffer.indexOf(delimiter);
        const end = index >= 0 ? index : Math.max(0, buffer.length - keep);
        if (end > 0) {
          const piece = buffer.subarray(0, end);
          sizeBytes += piece.length;
          if (sizeBytes > options.maxBytes) throw tooLarge();
          if (!checked) {
            head = Buffer.concat([head, piece.subarray(0, options.headBytes - head.length)]);
            if (head.length >= options.headBytes) {
              options.checkHead(head);
              checked = true;
            }
          }
          await file.write(piece);
          buffer = buffer.subarray(end);
        }
        if (index >= 0) break;
        if (!(await pull())) throw malformed();
      }
      if (sizeBytes === 0) {
        throw new HttpError(400, 'file_empty', 'The chosen file is empty.', {
          [fieldName]: 'The chosen file is empty.',
        });
      }
      if (!checked) options.checkHead(head);
    } catch (error) {
      await file.close();
      await rm(tempPath, { force: true });
      throw error;
    }
    await file.close();
    // Read the closing boundary so the connection stays reusable; stop if a client sends more.
    buffer = Buffer.alloc(0);
    let drained = 0;
    while (drained < TRAILER_DRAIN_MAX_BYTES && (await pull().catch(() => false))) {
      drained += buffer.length;
      buffer = Buffer.alloc(0);
    }
    return { tempPath, sizeBytes, fileName, head };
  }
}
