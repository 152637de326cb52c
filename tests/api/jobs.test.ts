/**
 * Job applications on the server (issue 29): the `job-application` document through the sync
 * engine's endpoint (create, compare-and-set, refusals, delete, replays), `GET /api/jobs/`, and
 * the reminder e-mails: a due reminder asking for one is mailed exactly once through a real SMTP
 * peer (the worker run again, a second worker on the same database, the job queued again: nothing
 * more), not at all when it asks for none or is done, and never after the learner followed the
 * unsubscribe link of a mail.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JOB_DELETE_OP,
  JOB_DOC_TYPE,
  JOB_SAVE_OP,
  jobListResponseSchema,
  type JobListResponse,
} from '@/common/jobs/job-document-schema.ts';
import {
  syncBatchResponseSchema,
  type SyncMutation,
  type SyncResult,
} from '@/common/sync/sync-schema.ts';
import type { JobWorker } from '@/server/src/jobs/create-job-worker.ts';
import { createServerJobWorker } from '@/server/src/jobs/create-server-job-worker.ts';
import { enqueueJob } from '@/server/src/jobs/enqueue-job.ts';
import { JOB_REMINDER_MAIL_JOB } from '@/server/src/job-reminders/sync-job-reminders.ts';
import { createMailer, type Mailer } from '@/server/src/mail/create-mailer.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';
import { drainJobs } from './resume-support.ts';
import { bearer, createRegistryHarness, type RegistryHarness } from './registry-harness.ts';
import type { CapturedMail } from './registry-smtp-capture.ts';

const JOB = {
  company: 'Acme Data',
  title: 'Data engineer',
  link: 'https://jobs.example.com/acme/42',
  location: 'Oslo',
  salary: 'NOK 800k',
  description: 'Pipelines and SQL.',
  notes: '',
  stage: 'saved',
  archived: false,
  resumeId: '',
  coverLetter: '',
  createdAt: '2026-11-22T10:00:00.000Z',
} as const;

const DAY_MS = 86_400_000;
/** Reminder times against the real clock: the job queue and the claim use the database's now(). */
const pastIso = (days = 1) => new Date(Date.now() - days * DAY_MS).toISOString();
const futureIso = (days = 30) => new Date(Date.now() + days * DAY_MS).toISOString();

/** A subject as people read it: nodemailer sends a non-ASCII one as RFC 2047 encoded words. */
function decodeSubject(subject: string): string {
  return subject
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replaceAll('_', ' ')
              .replace(/=([0-9a-f]{2})/gi, (_hex, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

function reminder(dueAt: string, overrides: Record<string, unknown> = {}) {
  return { dueAt, text: 'Follow up with the recruiter', email: true, done: false, ...overrides };
}

describe.each(testDatabaseKinds())('jobs on %s', (kind) => {
  let h: RegistryHarness;
  let users = 0;
  let seq = 0;
  const mailers: Mailer[] = [];

  beforeAll(async () => {
    h = await createRegistryHarness(kind, { env: { RATE_LIMIT_SCALE: '100' } });
  });
  afterAll(async () => {
    for (const mailer of mailers) mailer.close();
    await h.close();
  });

  /** A fresh learner per test. */
  async function newUser(): Promise<{ token: string; email: string }> {
    users += 1;
    const email = `jobs-${users}@nyra.test`;
    return { token: (await h.signIn(email, 'Jo')).access_token, email };
  }

  /** A job worker as a server process runs it (this app's secret, the SMTP peer). */
  function worker(): JobWorker {
    const mailer = createMailer({ smtpUrl: h.smtp.url, from: 'Nyra <no-reply@nyra.test>' });
    mailers.push(mailer);
    return createServerJobWorker(h.t.database, h.t.env, { mailer, retryBaseMs: 1 });
  }

  function mutation(
    docId: string,
    op: string,
    payload: Record<string, unknown>,
    baseVersion: number,
  ): SyncMutation {
    return {
      id: randomUUID(),
      client_id: 'jobs-test-device',
      seq: seq++,
      doc_type: JOB_DOC_TYPE,
      doc_id: docId,
      op,
      payload,
      base_version: baseVersion,
    };
  }

  const save = (docId: string, payload: Record<string, unknown>, baseVersion: number) =>
    mutation(docId, JOB_SAVE_OP, payload, baseVersion);
  const remove = (docId: string) => mutation(docId, JOB_DELETE_OP, {}, 0);

  async function send(token: string, one: SyncMutation): Promise<SyncResult> {
    const response = await h.post(
      '/api/sync/mutations/',
      { mutations: [one] },
      { headers: bearer(token) },
    );
    expect(response.status).toBe(200);
    const [result] = syncBatchResponseSchema.parse(await response.json()).results;
    return result!;
  }

  async function list(token: string): Promise<JobListResponse['jobs']> {
    const response = await h.get('/api/jobs/', { headers: bearer(token) });
    expect(response.status).toBe(200);
    return jobListResponseSchema.parse(await response.json()).jobs;
  }

  const reminderMails = (to: string): CapturedMail[] =>
    h.smtp.messages
      .map((mail) => ({ ...mail, subject: decodeSubject(mail.subject) }))
      .filter((mail) => mail.to.includes(to) && mail.subject.startsWith('Reminder:'));

  it('refuses the list without a token', async () => {
    expect((await h.get('/api/jobs/')).status).toBe(401);
  });

  it('creates a job at version 1 and lists it', async () => {
    const { token } = await newUser();
    expect(await list(token)).toEqual([]);
    const id = randomUUID();
    expect(await send(token, save(id, JOB, 0))).toMatchObject({
      status: 'applied',
      version: 1,
      replayed: false,
    });
    expect(await list(token)).toEqual([
      { id, version: 1, fields: JOB, updated_at: h.now().toISOString() },
    ]);
  });

  it('refuses a new job without every fixed field (422), an unknown field (400), a bad id (400)', async () => {
    const { token } = await newUser();
    const { title: _title, ...withoutTitle } = JOB;
    expect(await send(token, save(randomUUID(), withoutTitle, 0))).toMatchObject({
      status: 'rejected',
      http_status: 422,
      code: 'job_incomplete',
      message: 'A new job must carry every field: title is missing.',
      fields: { title: 'Required' },
    });
    expect(
      await send(token, save(randomUUID(), { ...JOB, 'reminder.x': { dueAt: 'soon' } }, 0)),
    ).toMatchObject({ status: 'rejected', http_status: 400, code: 'validation_failed' });
    expect(await send(token, save(randomUUID(), { ...JOB, salary: 7 }, 0))).toMatchObject({
      status: 'rejected',
      http_status: 400,
    });
    expect(await send(token, save(randomUUID(), { ...JOB, colour: 'red' }, 0))).toMatchObject({
      status: 'rejected',
      http_status: 400,
      fields: { colour: 'Unknown field colour' },
    });
    expect(await send(token, save('not-a-uuid', JOB, 0))).toMatchObject({
      status: 'rejected',
      http_status: 400,
      message: 'A job id must be a UUID.',
    });
    // A save of a job the server never saw, made against a version it never had.
    expect(await send(token, save(randomUUID(), { stage: 'applied' }, 3))).toMatchObject({
      status: 'rejected',
      http_status: 404,
    });
    expect(await list(token)).toEqual([]);
  });

  it('merges saves by compare-and-set and answers a stale base with the current copy', async () => {
    const { token } = await newUser();
    const id = randomUUID();
    await send(token, save(id, JOB, 0));
    expect(await send(token, save(id, { stage: 'applied', 'event.e1': null }, 1))).toMatchObject({
      status: 'applied',
      version: 2,
    });
    const current = { ...JOB, stage: 'applied', 'event.e1': null };
    // Another device, still at version 1 (or believing the job is new).
    for (const base of [1, 0]) {
      expect(await send(token, save(id, { stage: 'offer' }, base))).toMatchObject({
        status: 'conflict',
        http_status: 409,
        current: { version: 2, fields: current },
      });
    }
    const [job] = await list(token);
    expect(job).toMatchObject({ id, version: 2, fields: current });
  });

  it('answers a replayed mutation with what it did then, changing nothing', async () => {
    const { token } = await newUser();
    const id = randomUUID();
    const first = save(id, JOB, 0);
    expect(await send(token, first)).toMatchObject({ status: 'applied', version: 1 });
    const edit = save(id, { notes: 'Call on Monday' }, 1);
    expect(await send(token, edit)).toMatchObject({ status: 'applied', version: 2 });
    expect(await send(token, first)).toEqual({
      id: first.id,
      status: 'applied',
      version: 1,
      replayed: true,
    });
    expect(await send(token, edit)).toMatchObject({
      status: 'applied',
      version: 2,
      replayed: true,
    });
    expect((await list(token))[0]).toMatchObject({
      version: 2,
      fields: { notes: 'Call on Monday' },
    });
  });

  it("never shows or changes another learner's job: its id answers 404", async () => {
    const owner = await newUser();
    const other = await newUser();
    const id = randomUUID();
    await send(owner.token, save(id, JOB, 0));
    for (const base of [0, 1]) {
      expect(await send(other.token, save(id, { stage: 'offer' }, base))).toMatchObject({
        status: 'rejected',
        http_status: 404,
        message: 'This job does not exist.',
      });
    }
    expect(await send(other.token, remove(id))).toMatchObject({
      status: 'rejected',
      http_status: 404,
    });
    expect(await list(other.token)).toEqual([]);
    expect(await list(owner.token)).toMatchObject([{ id, version: 1, fields: JOB }]);
  });

  it('deletes a job: gone from the list, a later save refused (404), deleting again fine', async () => {
    const { token } = await newUser();
    const kept = randomUUID();
    const gone = randomUUID();
    await send(token, save(kept, JOB, 0));
    await send(token, save(gone, { ...JOB, company: 'Gone Inc' }, 0));
    expect(await send(token, remove(gone))).toMatchObject({ status: 'applied', version: 2 });
    expect((await list(token)).map((job) => job.id)).toEqual([kept]);
    expect(await send(token, save(gone, { stage: 'applied' }, 2))).toMatchObject({
      status: 'rejected',
      http_status: 404,
      code: 'job_deleted',
      message: 'This job was deleted.',
    });
    expect(await send(token, save(gone, JOB, 0))).toMatchObject({
      status: 'rejected',
      http_status: 404,
      message: 'This job was deleted.',
    });
    expect(await send(token, remove(gone))).toMatchObject({ status: 'applied' });
    expect(await send(token, remove(randomUUID()))).toMatchObject({
      status: 'rejected',
      http_status: 404,
    });
    expect(await send(token, remove('nope'))).toMatchObject({
      status: 'rejected',
      http_status: 400,
    });
    expect((await list(token)).map((job) => job.id)).toEqual([kept]);
  });

  it('lists the most recently changed job first', async () => {
    const { token } = await newUser();
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of [a, b, c]) {
      await send(token, save(id, JOB, 0));
      h.advance(60);
    }
    expect((await list(token)).map((job) => job.id)).toEqual([c, b, a]);
    await send(token, save(a, { stage: 'interviewing' }, 1));
    const jobs = await list(token);
    expect(jobs.map((job) => job.id)).toEqual([a, c, b]);
    expect(jobs[0]).toMatchObject({ version: 2, updated_at: h.now().toISOString() });
  });

  it('e-mails a due reminder exactly once, whoever runs the job and however often', async () => {
    const { token, email } = await newUser();
    const id = randomUUID();
    const dueAt = pastIso();
    await send(token, save(id, { ...JOB, 'reminder.r1': reminder(dueAt) }, 0));
    const first = worker();
    await drainJobs(first);
    const mails = reminderMails(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(
      'Reminder: Follow up with the recruiter — Data engineer at Acme Data',
    );
    expect(mail!.text).toContain('Follow up with the recruiter');
    expect(mail!.text).toContain('Data engineer at Acme Data');
    expect(mail!.text).toContain('http://127.0.0.1:8080/dashboard/jobs');
    expect(mail!.html).toContain('Data engineer at Acme Data');
    expect(mail!.html).toContain('href="http://127.0.0.1:8080/dashboard/jobs"');
    expect(mail!.raw.replace(/\r\n[ \t]+/g, ' ')).toMatch(
      /^List-Unsubscribe: <http:\/\/127\.0\.0\.1:8080\/api\/jobs\/reminders\/unsubscribe\/\?token=[^>]+>/m,
    );

    // The worker again, a second process's worker on the same database, the job queued again.
    await drainJobs(first);
    await drainJobs(worker());
    await enqueueJob(h.t.database.db, JOB_REMINDER_MAIL_JOB, { jobId: id, reminderId: 'r1' });
    await enqueueJob(h.t.database.db, JOB_REMINDER_MAIL_JOB, { jobId: id, reminderId: 'r1' });
    await Promise.all([drainJobs(first), drainJobs(worker())]);
    // Saving the reminder again without moving it (text edited) sends nothing more either.
    await send(token, save(id, { 'reminder.r1': reminder(dueAt, { text: 'Call Kari' }) }, 1));
    await drainJobs(first);
    expect(reminderMails(email)).toHaveLength(1);

    // Moved to a new time, it is a new reminder: mailed once more.
    await send(token, save(id, { 'reminder.r1': reminder(pastIso(2), { text: 'Call Kari' }) }, 2));
    await drainJobs(first);
    await drainJobs(worker());
    expect(reminderMails(email).map((m) => m.subject)).toEqual([
      'Reminder: Follow up with the recruiter — Data engineer at Acme Data',
      'Reminder: Call Kari — Data engineer at Acme Data',
    ]);
  });

  it('mails no reminder that asks for none, is done, is not due, was deleted or whose job was', async () => {
    const { token, email } = await newUser();
    const id = randomUUID();
    const deletedJob = randomUUID();
    await send(
      token,
      save(
        id,
        {
          ...JOB,
          'reminder.quiet': reminder(pastIso(), { email: false }),
          'reminder.done': reminder(pastIso(), { done: true }),
          'reminder.later': reminder(futureIso()),
          'reminder.gone': reminder(pastIso()),
        },
        0,
      ),
    );
    await send(token, save(id, { 'reminder.gone': null }, 1));
    await send(token, save(deletedJob, { ...JOB, 'reminder.r': reminder(pastIso()) }, 0));
    await send(token, remove(deletedJob));
    const w = worker();
    await drainJobs(w);
    // Queued by hand as well: the claim decides, not the queue.
    for (const reminderId of ['quiet', 'done', 'later', 'gone']) {
      await enqueueJob(h.t.database.db, JOB_REMINDER_MAIL_JOB, { jobId: id, reminderId });
    }
    await enqueueJob(h.t.database.db, JOB_REMINDER_MAIL_JOB, {
      jobId: deletedJob,
      reminderId: 'r',
    });
    await drainJobs(w);
    expect(reminderMails(email)).toEqual([]);
  });

  it('stops reminder e-mails once the link of a mail was followed, without signing in', async () => {
    const { token, email } = await newUser();
    const id = randomUUID();
    await send(token, save(id, { ...JOB, 'reminder.r1': reminder(pastIso()) }, 0));
    const w = worker();
    await drainJobs(w);
    const [mail] = reminderMails(email);
    const link = /To get no more reminder e-mails: (\S+)/.exec(mail!.text)?.[1];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.pathname).toBe('/api/jobs/reminders/unsubscribe/');
    expect(mail!.html).toContain(`href="${link!.replaceAll('&', '&amp;')}"`);

    for (let i = 0; i < 2; i += 1) {
      const page = await h.get(url.pathname + url.search);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await page.text()).toContain('You will get no more reminder e-mails from Nyra.');
    }

    await send(token, save(id, { 'reminder.r2': reminder(pastIso()) }, 1));
    await drainJobs(w);
    expect(reminderMails(email)).toHaveLength(1);
  });

  it('answers a missing or bad unsubscribe token with 400', async () => {
    const { token, email } = await newUser();
    const id = randomUUID();
    await send(token, save(id, { ...JOB, 'reminder.r1': reminder(pastIso()) }, 0));
    await drainJobs(worker());
    const [mail] = reminderMails(email);
    const good = new URL(/To get no more reminder e-mails: (\S+)/.exec(mail!.text)![1]!);
    const goodToken = good.searchParams.get('token')!;
    const [userId, signature] = goodToken.split('.') as [string, string];
    const forged = [
      '',
      'garbage',
      `${randomUUID()}.${signature}`,
      `${userId}.${signature.slice(0, -2)}`,
      `${userId}.${signature}x`,
      userId,
    ];
    for (const bad of forged) {
      const response = await h.get(
        `/api/jobs/reminders/unsubscribe/?token=${encodeURIComponent(bad)}`,
      );
      expect(response.status, bad).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'invalid_unsubscribe_link' });
    }
    expect((await h.get('/api/jobs/reminders/unsubscribe/')).status).toBe(400);

    // Still subscribed: the next due reminder is mailed.
    await send(token, save(id, { 'reminder.r2': reminder(pastIso()) }, 1));
    await drainJobs(worker());
    expect(reminderMails(email)).toHaveLength(2);
  });
});
