/**
 * Uploads: the resume upload gate (PDF by content, 5 MB, sets has_uploaded_resume) and
 * admin video uploads (video by content, configurable cap, generated names, nothing left behind on
 * failure), plus HTTP Range on the served videos. Runs on PGlite and on PostgreSQL.
 */
import { readdir, readFile } from 'node:fs/promises';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@/common/api/error-body-schema.ts';
import { videoUploadResponseSchema } from '@/common/courses/authoring-schema.ts';
import { courseListResponseSchema } from '@/common/courses/course-schema.ts';
import { resumeUploadResponseSchema } from '@/common/resume/resume-upload-schema.ts';
import { users } from '@/server/src/db/schema/users.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';
import {
  createCoursesHarness,
  formWith,
  getJson,
  LEARNER_EMAIL,
  mp4Bytes,
  pdfBytes,
  postForm,
  postJson,
  validPdfBytes,
  type CoursesHarness,
} from './courses-support.ts';

const MB = 1024 * 1024;

async function listFiles(dir: string): Promise<string[]> {
  return readdir(dir).catch(() => []);
}

describe.each(testDatabaseKinds())('uploads on %s', (kind) => {
  let l: CoursesHarness;
  beforeEach(async () => {
    // A 1 MB video cap keeps the oversized-upload test fast; the default (200 MB) is asserted in
    // the course tests through /api/authoring/permissions/.
    l = await createCoursesHarness(kind, { VIDEO_UPLOAD_MAX_MB: '1' });
  });
  afterEach(async () => l.h.close());

  const uploads = () => path.join(l.h.t.env.DATA_DIR, 'uploads');

  async function hasUploadedResume(email: string): Promise<boolean | undefined> {
    const [row] = await l.h.t.database.db.select().from(users).where(eq(users.email, email));
    return row?.hasUploadedResume;
  }

  it('accepts a PDF by its bytes whatever its name, and opens the gate', async () => {
    expect(await hasUploadedResume(LEARNER_EMAIL)).toBe(false);
    const pdf = validPdfBytes(4096);
    const response = await postForm(
      l.h,
      '/api/resume/upload/',
      formWith('resume_file', pdf, 'my resume.txt', 'text/plain'),
      l.learnerToken,
    );
    expect(response.status).toBe(201);
    const body = resumeUploadResponseSchema.parse(await response.json());
    expect(body).toMatchObject({
      file_name: 'my resume.txt',
      size_bytes: 4096,
      has_uploaded_resume: true,
    });
    expect(await hasUploadedResume(LEARNER_EMAIL)).toBe(true);
    // Stored under a generated name, byte for byte.
    const stored = await listFiles(path.join(uploads(), 'resumes'));
    expect(stored).toEqual([`${body.file_id}.pdf`]);
    expect(
      new Uint8Array(await readFile(path.join(uploads(), 'resumes', stored[0] ?? ''))),
    ).toEqual(pdf);
    // The next sign-in's session says so too (after the code resend cooldown).
    l.h.advance(61);
    const session = await l.h.signIn(LEARNER_EMAIL);
    expect(session.has_uploaded_resume).toBe(true);
  });

  it('refuses a file named .pdf that is not a PDF (415), an oversized PDF (413) and no file (400)', async () => {
    const fake = await postForm(
      l.h,
      '/api/resume/upload/',
      formWith(
        'resume_file',
        new TextEncoder().encode('hello, I am text'),
        'resume.pdf',
        'application/pdf',
      ),
      l.learnerToken,
    );
    expect(fake.status).toBe(415);
    expect(errorBodySchema.parse(await fake.json()).message).toBe(
      'Your resume must be a PDF or Word file (.pdf, .docx or .doc). Save it in one of these formats and upload it again.',
    );

    const big = await postForm(
      l.h,
      '/api/resume/upload/',
      formWith('resume_file', pdfBytes(5 * MB + 1), 'big.pdf', 'application/pdf'),
      l.learnerToken,
    );
    expect(big.status).toBe(413);
    expect(errorBodySchema.parse(await big.json()).message).toBe(
      'Your resume is larger than 5 MB. Please upload a smaller file.',
    );

    const exactly5 = await postForm(
      l.h,
      '/api/resume/upload/',
      formWith('resume_file', validPdfBytes(5 * MB), 'ok.pdf', 'application/pdf'),
      l.otherToken,
    );
    expect(exactly5.status).toBe(201);

    const wrongField = await postForm(
      l.h,
      '/api/resume/upload/',
      formWith('file', pdfBytes(100), 'a.pdf', 'application/pdf'),
      l.learnerToken,
    );
    expect(wrongField.status).toBe(400);
    expect(errorBodySchema.parse(await wrongField.json()).fields).toHaveProperty('resume_file');

    const json = await postJson(l.h, '/api/resume/upload/', { resume_file: 'x' }, l.learnerToken);
    expect(json.status).toBe(415);

    const anonymous = await l.h.t.app.request('/api/resume/upload/', {
      method: 'POST',
      body: formWith('resume_file', pdfBytes(100), 'a.pdf', 'application/pdf'),
    });
    expect(anonymous.status).toBe(401);

    expect(await hasUploadedResume(LEARNER_EMAIL)).toBe(false);
    expect(await listFiles(path.join(uploads(), 'tmp'))).toEqual([]);
    expect(await listFiles(path.join(uploads(), 'resumes'))).toHaveLength(1);
  });

  it('treats a connection dropped mid-upload as a clear failure and keeps nothing', async () => {
    const boundary = 'nyra-test-boundary';
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="resume_file"; filename="cv.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
        controller.enqueue(pdfBytes(64 * 1024));
        controller.error(new Error('connection reset'));
      },
    });
    const response = await l.h.t.app.request('/api/resume/upload/', {
      method: 'POST',
      body,
      duplex: 'half',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${l.learnerToken}`,
      },
    } as RequestInit);
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(await response.json()).message).toMatch(/interrupted/);
    expect(await listFiles(path.join(uploads(), 'tmp'))).toEqual([]);
    expect(await hasUploadedResume(LEARNER_EMAIL)).toBe(false);
  });

  it('stores an admin video under a generated name and serves it with Range support', async () => {
    const video = mp4Bytes(300_000);
    const response = await postForm(
      l.h,
      '/api/courses/videos/',
      formWith('video_file', video, '../../etc/intro.mp4', 'video/mp4'),
      l.adminToken,
    );
    expect(response.status).toBe(201);
    const stored = videoUploadResponseSchema.parse(await response.json());
    expect(stored).toMatchObject({
      mimeType: 'video/mp4',
      sizeBytes: 300_000,
      originalName: 'intro.mp4',
    });
    expect(stored.url).toMatch(/^\/api\/media\/videos\/[0-9a-f-]{36}\.mp4$/);
    expect(await listFiles(path.join(uploads(), 'videos'))).toEqual([stored.url.split('/').pop()]);

    const full = await l.h.t.app.request(stored.url);
    expect(full.status).toBe(200);
    expect(full.headers.get('accept-ranges')).toBe('bytes');
    expect(full.headers.get('content-type')).toBe('video/mp4');
    expect(full.headers.get('content-length')).toBe('300000');
    expect(new Uint8Array(await full.arrayBuffer())).toEqual(video);

    const part = await l.h.t.app.request(stored.url, { headers: { range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 1000-1999/300000');
    expect(part.headers.get('content-length')).toBe('1000');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(video.subarray(1000, 2000));

    const open = await l.h.t.app.request(stored.url, { headers: { range: 'bytes=299990-' } });
    expect(open.status).toBe(206);
    expect(new Uint8Array(await open.arrayBuffer())).toEqual(video.subarray(299_990));

    const suffix = await l.h.t.app.request(stored.url, { headers: { range: 'bytes=-16' } });
    expect(suffix.headers.get('content-range')).toBe('bytes 299984-299999/300000');
    expect(new Uint8Array(await suffix.arrayBuffer())).toEqual(video.subarray(299_984));

    const beyond = await l.h.t.app.request(stored.url, { headers: { range: 'bytes=300000-' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */300000');

    const stale = await l.h.t.app.request(stored.url, {
      headers: { range: 'bytes=0-9', 'if-range': '"not-the-etag"' },
    });
    expect(stale.status).toBe(200);
    await stale.arrayBuffer();

    const head = await l.h.t.app.request(stored.url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('300000');

    expect((await l.h.t.app.request('/api/media/videos/..%2F..%2Fsecret.mp4')).status).toBe(404);
    expect(
      (await l.h.t.app.request('/api/media/videos/00000000-0000-4000-8000-000000000000.mp4'))
        .status,
    ).toBe(404);

    // A lesson using it lists the video with its size (the offline download needs it).
    const created = await postJson(
      l.h,
      '/api/courses/modules/de-data-modelling/lessons/',
      { title: 'Star schema walkthrough', displayOrder: 9, videoFileId: stored.id, paragraphs: [] },
      l.adminToken,
    );
    expect(created.status).toBe(201);
    const outline = courseListResponseSchema.parse(
      await (await getJson(l.h, '/api/courses/', l.learnerToken)).json(),
    );
    const lesson = outline.courses
      .flatMap((c) => c.modules)
      .flatMap((m) => m.lessons)
      .find((x) => x.title === 'Star schema walkthrough');
    expect(lesson).toMatchObject({ videoUrl: stored.url, videoSizeBytes: 300_000 });
  });

  it('refuses non-video content (415) and videos over the cap (413), keeping nothing', async () => {
    const text = await postForm(
      l.h,
      '/api/courses/videos/',
      formWith('video_file', new TextEncoder().encode('x'.repeat(500)), 'lecture.mp4', 'video/mp4'),
      l.adminToken,
    );
    expect(text.status).toBe(415);
    expect(errorBodySchema.parse(await text.json()).message).toBe(
      'That file is not a video we can play. Upload an MP4, WebM, Ogg or QuickTime (.mov) video.',
    );
    const audio = mp4Bytes(1000);
    audio.set(Buffer.from('M4A '), 8);
    expect(
      (
        await postForm(
          l.h,
          '/api/courses/videos/',
          formWith('video_file', audio, 'a.mp4', 'video/mp4'),
          l.adminToken,
        )
      ).status,
    ).toBe(415);

    const big = await postForm(
      l.h,
      '/api/courses/videos/',
      formWith('video_file', mp4Bytes(MB + 1), 'long.mp4', 'video/mp4'),
      l.adminToken,
    );
    expect(big.status).toBe(413);
    expect(errorBodySchema.parse(await big.json()).message).toBe(
      'The video is larger than the 1 MB limit. Compress it or upload a shorter clip.',
    );
    expect(await listFiles(path.join(uploads(), 'tmp'))).toEqual([]);
    expect(await listFiles(path.join(uploads(), 'videos'))).toEqual([]);
  });
});

describe('refused uploads over a real connection', () => {
  it('answer the refusal and keep the keep-alive connection usable, or close it when too much is left', async () => {
    const l = await createCoursesHarness('pglite');
    const server = serve({ fetch: l.h.t.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (
      method: string,
      path: string,
      body?: Buffer,
      headers: Record<string, string> = {},
    ) =>
      new Promise<{ status?: number; connection?: string; error?: string }>((resolve) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            method,
            path,
            agent,
            headers: { authorization: `Bearer ${l.learnerToken}`, ...headers },
          },
          (response) => {
            response.resume();
            response.on('end', () =>
              resolve({ status: response.statusCode, connection: response.headers.connection }),
            );
          },
        );
        request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code }));
        request.end(body);
      });
    const multipart = (content: Buffer) =>
      Buffer.concat([
        Buffer.from(
          '--b\r\nContent-Disposition: form-data; name="resume_file"; filename="cv.pdf"\r\n\r\n',
        ),
        content,
        Buffer.from('\r\n--b--\r\n'),
      ]);
    const chunked = {
      'content-type': 'multipart/form-data; boundary=b',
      'transfer-encoding': 'chunked',
    };
    try {
      // Refused after its first bytes, with 3 MB still to come: the rest is read and dropped.
      const notPdf = await send(
        'POST',
        '/api/resume/upload/',
        multipart(Buffer.alloc(3 * MB, 0x41)),
        chunked,
      );
      expect(notPdf).toEqual({ status: 415, connection: 'keep-alive' });
      expect(await send('GET', '/api/lesson-progress/')).toEqual({
        status: 200,
        connection: 'keep-alive',
      });
      // Refused at the 5 MB cap with 35 MB more coming: answered, then the connection is closed.
      const huge = await send(
        'POST',
        '/api/resume/upload/',
        multipart(pdfBytes(40 * MB) as Buffer),
        chunked,
      );
      expect(huge).toEqual({ status: 413, connection: 'close' });
      expect(await send('GET', '/api/lesson-progress/')).toEqual({
        status: 200,
        connection: 'keep-alive',
      });
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
      await l.h.close();
    }
  });
});
