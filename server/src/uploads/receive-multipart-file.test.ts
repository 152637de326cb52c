import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error.ts';
import { receiveMultipartFile, type ReceiveFileOptions } from './receive-multipart-file.ts';

const BOUNDARY = '----nyraBoundary7MA4YWxkTrZu0gW';

function body(
  parts: Array<{ name: string; fileName?: string; data: Uint8Array | string }>,
): Uint8Array {
  const chunks: Buffer[] = [Buffer.from('preamble is ignored\r\n')];
  for (const part of parts) {
    const disposition = part.fileName === undefined ? '' : `; filename="${part.fileName}"`;
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${disposition}\r\n`,
      ),
      Buffer.from('Content-Type: application/octet-stream\r\n\r\n'),
      Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return new Uint8Array(Buffer.concat(chunks));
}

/** A request whose body arrives in chunks of `chunkSize` bytes, to hit every split position. */
function request(data: Uint8Array, chunkSize: number): Request {
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= data.length) return controller.close();
      controller.enqueue(data.subarray(offset, offset + chunkSize));
      offset += chunkSize;
    },
  });
  return new Request('http://x/upload', {
    method: 'POST',
    body: stream,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    duplex: 'half',
  } as RequestInit);
}

describe('receiveMultipartFile', () => {
  let dir: string;
  let options: ReceiveFileOptions;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'nyra-multipart-'));
    options = {
      fieldName: 'file',
      maxBytes: 1000,
      tempDir: dir,
      headBytes: 4,
      checkHead: (head) => {
        if (Buffer.from(head).toString('latin1', 0, 4) !== 'GOOD')
          throw new HttpError(415, 'bad', 'bad');
      },
      tooLargeMessage: 'too large',
    };
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  it('extracts the file byte for byte at every chunk size, skipping other fields', async () => {
    // Content that contains CRLFs, dashes and a near-boundary, to trip a naive parser.
    const content = Buffer.concat([
      Buffer.from('GOOD\r\n--'),
      Buffer.from(`\r\n--${BOUNDARY.slice(0, -1)}x`),
      Buffer.from(Array.from({ length: 300 }, (_, i) => i % 256)),
    ]);
    const data = body([
      { name: 'title', data: 'hello\r\nworld' },
      { name: 'file', fileName: 'C:\\Users\\me\\clip.mp4', data: content },
    ]);
    for (const chunkSize of [1, 2, 3, 7, 41, 64, 1000, 100_000]) {
      const received = await receiveMultipartFile(request(data, chunkSize), options);
      expect(received.fileName).toBe('clip.mp4');
      expect(received.sizeBytes).toBe(content.length);
      expect(Buffer.from(await readFile(received.tempPath)).equals(content)).toBe(true);
      await rm(received.tempPath);
    }
  });

  it('stops at the size cap and leaves no partial file', async () => {
    const data = body([
      {
        name: 'file',
        fileName: 'big.bin',
        data: Buffer.concat([Buffer.from('GOOD'), Buffer.alloc(1200)]),
      },
    ]);
    await expect(receiveMultipartFile(request(data, 64), options)).rejects.toMatchObject({
      status: 413,
    });
    expect(await readdir(dir)).toEqual([]);
  });

  it('rejects wrong content from the first bytes, a missing file and a non-multipart body', async () => {
    const wrong = body([{ name: 'file', fileName: 'a.bin', data: 'EVIL'.repeat(100) }]);
    await expect(receiveMultipartFile(request(wrong, 16), options)).rejects.toMatchObject({
      status: 415,
    });
    const tiny = body([{ name: 'file', fileName: 'a.bin', data: 'GO' }]);
    await expect(receiveMultipartFile(request(tiny, 16), options)).rejects.toMatchObject({
      status: 415,
    });
    const none = body([{ name: 'other', fileName: 'a.bin', data: 'GOOD' }]);
    await expect(receiveMultipartFile(request(none, 16), options)).rejects.toMatchObject({
      status: 400,
    });
    const empty = body([{ name: 'file', fileName: '', data: '' }]);
    await expect(receiveMultipartFile(request(empty, 16), options)).rejects.toMatchObject({
      status: 400,
    });
    const json = new Request('http://x', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    await expect(receiveMultipartFile(json, options)).rejects.toMatchObject({ status: 415 });
    expect(await readdir(dir)).toEqual([]);
  });
});
