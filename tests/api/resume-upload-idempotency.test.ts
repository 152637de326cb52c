/**
 * `POST /api/resume/upload/` with an `Idempotency-Key` (the sync engine's outbox row id,
 * src/lib/sync/README.md): an upload whose answer was lost and is sent again must not make a
 * second résumé (docs/product.md: a lost response never duplicates or loses anything). Keys are
 * per user; two requests with one key at the same time still make one résumé; without a key an
 * upload works as before.
 */
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@/common/api/error-body-schema.ts';
import { resumeListResponseSchema } from '@/common/resume/resume-schema.ts';
import { resumeUploadResponseSchema } from '@/common/resume/resume-upload-schema.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';
import { bearer } from './registry-harness.ts';
import { createCoursesHarness, formWith, getJson, type CoursesHarness } from './courses-support.ts';
import { fixture } from './resume-support.ts';

const NAME = 'resume-01-pdf.pdf';

describe.each(testDatabaseKinds())('résumé upload idempotency on %s', (kind) => {
  let l: CoursesHarness;
  beforeEach(async () => {
    l = await createCoursesHarness(kind);
  });
  afterEach(async () => l.h.close());

  async function send(token: string, key?: string): Promise<Response> {
    const headers: Record<string, string> = bearer(token);
    if (key !== undefined) headers['Idempotency-Key'] = key;
    return l.h.t.app.request('/api/resume/upload/', {
      method: 'POST',
      body: formWith('resume_file', await fixture(NAME), NAME, 'application/pdf'),
      headers,
    });
  }

  async function uploaded(response: Response) {
    expect(response.status).toBe(201);
    return resumeUploadResponseSchema.parse(await response.json());
  }

  async function resumeIds(token: string): Promise<string[]> {
    const list = resumeListResponseSchema.parse(
      await (await getJson(l.h, '/api/resume/', token)).json(),
    );
    return list.results.map((r) => r.resume_id);
  }

  async function storedFiles(): Promise<string[]> {
    return readdir(path.join(l.h.t.env.DATA_DIR, 'uploads', 'resumes')).catch(() => []);
  }

  it('the same key sent twice makes one résumé and answers it both times', async () => {
    const key = randomUUID();
    const first = await uploaded(await send(l.learnerToken, key));
    const again = await uploaded(await send(l.learnerToken, key));
    expect(again).toEqual(first);
    expect(await resumeIds(l.learnerToken)).toEqual([first.resume_id]);
    expect(await storedFiles()).toEqual([`${first.resume_id}.pdf`]);
    // The key is a UUID in any case: the same key in upper case is the same key.
    const upper = await uploaded(await send(l.learnerToken, key.toUpperCase()));
    expect(upper.resume_id).toBe(first.resume_id);
  });

  it('two requests with one key at the same time make one résumé', async () => {
    const key = randomUUID();
    const answers = await Promise.all([send(l.learnerToken, key), send(l.learnerToken, key)]);
    const [a, b] = await Promise.all(answers.map(uploaded));
    expect(a!.resume_id).toBe(b!.resume_id);
    expect(await resumeIds(l.learnerToken)).toEqual([a!.resume_id]);
    expect(await storedFiles()).toEqual([`${a!.resume_id}.pdf`]);
  });

  it("another user's same key makes their own résumé and shows nothing of the first", async () => {
    const key = randomUUID();
    const mine = await uploaded(await send(l.learnerToken, key));
    const theirs = await uploaded(await send(l.otherToken, key));
    expect(theirs.resume_id).not.toBe(mine.resume_id);
    expect(await resumeIds(l.learnerToken)).toEqual([mine.resume_id]);
    expect(await resumeIds(l.otherToken)).toEqual([theirs.resume_id]);
  });

  it('without a key every upload is a new résumé, as before', async () => {
    const a = await uploaded(await send(l.learnerToken));
    const b = await uploaded(await send(l.learnerToken));
    expect(a.resume_id).not.toBe(b.resume_id);
    expect((await resumeIds(l.learnerToken)).sort()).toEqual([a.resume_id, b.resume_id].sort());
  });

  it('a key that is not a UUID is refused with 400 and stores nothing', async () => {
    const response = await send(l.learnerToken, 'not-a-uuid');
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(await response.json()).code).toBe('invalid_idempotency_key');
    expect(await resumeIds(l.learnerToken)).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });
});
