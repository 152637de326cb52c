/**
 * Helpers for the resume API tests: the corpus files, bad files made at run time (an encrypted
 * PDF with pdfkit, a DOCX zip bomb), and running the job queue to completion with the
 * server's own job worker.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import JSZip from 'jszip';
import PDFDocument from 'pdfkit';
import { createServerJobWorker } from '@/server/src/jobs/create-server-job-worker.ts';
import type { JobWorker } from '@/server/src/jobs/create-job-worker.ts';
import { expect } from 'vitest';
import {
  toResumeContent,
  type ResumeContent,
} from '@/common/resume/export/resume-content-schema.ts';
import { resumeDetailsSchema } from '@/common/resume/resume-schema.ts';
import { resumeUploadResponseSchema } from '@/common/resume/resume-upload-schema.ts';
import { formWith, getJson, postForm, type CoursesHarness } from './courses-support.ts';

export const FIXTURES = path.resolve('tests/fixtures/resumes');

export async function fixture(name: string): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await readFile(path.join(FIXTURES, name)));
}

export async function expectedOf(name: string): Promise<Record<string, unknown>> {
  const base = name.replace(/\.(pdf|docx|doc)$/, '');
  const json = JSON.parse(await readFile(path.join(FIXTURES, `${base}.expected.json`), 'utf8')) as {
    expected: Record<string, unknown>;
  };
  return json.expected;
}

export function serverWorker(l: CoursesHarness): JobWorker {
  return createServerJobWorker(l.h.t.database, l.h.t.env, { retryBaseMs: 1 });
}

/** Runs due jobs until none is left (a retry waits `retryBaseMs`, so poll briefly). */
export async function drainJobs(worker: JobWorker, maxRounds = 50): Promise<void> {
  let idle = 0;
  for (let round = 0; round < maxRounds && idle < 3; round += 1) {
    if (await worker.runOnce()) idle = 0;
    else {
      idle += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

export function encryptedPdf(): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({
      userPassword: 'secret',
      ownerPassword: 'owner',
      pdfVersion: '1.7',
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.text('Ada Lovelace\nada@example.com');
    doc.end();
  });
}

/**
 * A DOCX-shaped ZIP whose word/document.xml inflates to 100 MB (about 100 KB packed), written
 * by hand with Node's native deflate (JSZip takes minutes to pack this much under load).
 */
export function docxZipBomb(): Uint8Array<ArrayBuffer> {
  const entries = [
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    { name: 'word/document.xml', data: Buffer.alloc(100 * 1024 * 1024, 0x20) },
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const packed = deflateRawSync(entry.data, { level: 1 });
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/** A ZIP that is not a Word document (no word/document.xml). */
export async function plainZip(): Promise<Uint8Array<ArrayBuffer>> {
  const zip = new JSZip();
  zip.file('notes.txt', 'hello');
  return new Uint8Array(await zip.generateAsync({ type: 'uint8array' }));
}

/**
 * Uploads a file as the learner, runs the parse job and answers the résumé as read (the export
 * round trips judge it with compareResumeContent).
 */
export async function uploadAndParseResume(
  l: CoursesHarness,
  bytes: Uint8Array,
  name: string,
  type: string,
): Promise<ResumeContent> {
  const response = await postForm(
    l.h,
    '/api/resume/upload/',
    formWith('resume_file', new Uint8Array(bytes), name, type),
    l.learnerToken,
  );
  expect(response.status).toBe(201);
  const { resume_id } = resumeUploadResponseSchema.parse(await response.json());
  await drainJobs(serverWorker(l));
  const details = resumeDetailsSchema.parse(
    await (await getJson(l.h, `/api/resume/${resume_id}/`, l.learnerToken)).json(),
  );
  expect(details.status).toBe('ready');
  return toResumeContent(details);
}
