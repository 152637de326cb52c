/**
 * Bad files: each gets a clear 4xx or a `failed` resume with a reason, no temporary
 * file is left behind, and the server keeps answering. A PDF that pdf.js cannot
 * open (damaged, encrypted, no pages) is refused at upload; one without text still fails later.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@/common/api/error-body-schema.ts';
import { resumeDetailsSchema } from '@/common/resume/resume-schema.ts';
import { resumeUploadResponseSchema } from '@/common/resume/resume-upload-schema.ts';
import { buildPdf } from '../support/build-pdf.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';
import {
  createCoursesHarness,
  formWith,
  getJson,
  pdfBytes,
  postForm,
  type CoursesHarness,
} from './courses-support.ts';
import { docxZipBomb, drainJobs, encryptedPdf, plainZip, serverWorker } from './resume-support.ts';

const MB = 1024 * 1024;

/** Opens in pdf.js, but its page tree is empty. */
const NO_PAGES_PDF = new Uint8Array(
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
);

describe.each(testDatabaseKinds())('bad resume files on %s', (kind) => {
  let l: CoursesHarness;
  beforeEach(async () => {
    l = await createCoursesHarness(kind);
  });
  afterEach(async () => l.h.close());

  const tmp = () => path.join(l.h.t.env.DATA_DIR, 'uploads', 'tmp');
  const send = (bytes: Uint8Array<ArrayBuffer>, name: string) =>
    postForm(
      l.h,
      '/api/resume/upload/',
      formWith('resume_file', bytes, name, 'application/octet-stream'),
      l.learnerToken,
    );

  async function refused(
    bytes: Uint8Array<ArrayBuffer>,
    name: string,
    status: number,
    message: RegExp,
  ) {
    const response = await send(bytes, name);
    expect(response.status).toBe(status);
    expect(errorBodySchema.parse(await response.json()).message).toMatch(message);
    expect(await readdir(tmp()).catch(() => [])).toEqual([]);
  }

  async function failedWith(bytes: Uint8Array<ArrayBuffer>, name: string, reason: RegExp) {
    const response = await send(bytes, name);
    expect(response.status).toBe(201);
    const { resume_id } = resumeUploadResponseSchema.parse(await response.json());
    await drainJobs(serverWorker(l));
    const details = resumeDetailsSchema.parse(
      await (await getJson(l.h, `/api/resume/${resume_id}/`, l.learnerToken)).json(),
    );
    expect(details.status).toBe('failed');
    expect(details.failure_reason).toMatch(reason);
  }

  it('refuses a 6 MB file, a renamed binary, an empty file, a non-Word ZIP, a zip bomb and an unreadable PDF', async () => {
    await refused(pdfBytes(6 * MB), 'big.pdf', 413, /larger than 5 MB/);
    await refused(new Uint8Array(4096).fill(7), 'photo.pdf', 415, /PDF or Word file/);
    await refused(new Uint8Array(0), 'empty.pdf', 400, /file is empty/);
    await refused(await plainZip(), 'notes.docx', 415, /PDF or Word file/);
    await refused(docxZipBomb(), 'bomb.docx', 422, /unpacks to far more data/);
    // A PDF is opened at upload, so these no longer wait for the parse job to fail.
    await refused(pdfBytes(2048), 'corrupt.pdf', 422, /damaged or not a real PDF/);
    await refused(await encryptedPdf(), 'locked.pdf', 422, /protected with a password/);
    await refused(NO_PAGES_PDF, 'blank.pdf', 422, /has no pages/);
    expect(
      await readdir(path.join(l.h.t.env.DATA_DIR, 'uploads', 'resumes')).catch(() => []),
    ).toEqual([]);
    // Still answering.
    expect((await getJson(l.h, '/api/resume/', l.learnerToken)).status).toBe(200);
  });

  it('marks a corrupt DOC and a PDF without text as failed, with the reason', async () => {
    await failedWith(buildPdf({ text: '' }), 'scan.pdf', /could not find any text/);
    const fakeDoc = new Uint8Array(2048);
    fakeDoc.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    await failedWith(fakeDoc, 'broken.doc', /could not be read/);
    expect(await readdir(tmp()).catch(() => [])).toEqual([]);
  });
});
