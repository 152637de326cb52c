/**
 * Helpers for the course specs: accounts (the admin of ADMIN_EMAILS included, tolerating the
 * resend cooldown when another spec signed the admin in moments ago), a real playable WebM made
 * by the browser itself (MediaRecorder), and waiting for the service worker to control the page.
 */
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { sessionSchema, type Session } from '@/common/session/session-schema.ts';
import { MINIMAL_PDF, type CreateAccountOptions } from './create-account.ts';
import { MAIL_DIR } from './mail-capture.ts';

export const ADMIN_EMAIL = 'admin@nyra.test';

/** The code from a mail to `email` that arrived after `known` (files seen before the request). */
async function waitForNewCode(
  email: string,
  known: Set<string>,
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(MAIL_DIR).catch(() => [] as string[]))
      .filter((f) => !known.has(f))
      .sort();
    for (const file of files.reverse()) {
      const raw = await readFile(path.join(MAIL_DIR, file), 'utf8');
      const recipients = /^X-Test-Recipients: (.*)$/m.exec(raw)?.[1] ?? '';
      const code = /Subject:.*?\b(\d{6})\b/.exec(raw)?.[1];
      if (recipients.split(',').includes(email) && code) return code;
    }
    if (Date.now() > deadline) throw new Error(`No new sign-in mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Like createAccount, but safe for an address other specs also use (the admin of ADMIN_EMAILS):
 * it waits out a resend cooldown and reads only a code mailed after its own request.
 */
export async function createAccountPatiently(
  request: APIRequestContext,
  options: CreateAccountOptions = {},
): Promise<Session> {
  const email = (
    options.email ?? `e2e-learning-${randomBytes(5).toString('hex')}@nyra.test`
  ).toLowerCase();
  const known = new Set<string>();
  for (let attempt = 0; ; attempt += 1) {
    known.clear();
    for (const file of await readdir(MAIL_DIR).catch(() => [] as string[])) known.add(file);
    const signUp = await request.post('/api/registry/sign-up/', {
      data: {
        first_name: options.firstName ?? 'Ada',
        last_name: options.lastName ?? 'Lovelace',
        email,
      },
    });
    if (signUp.ok()) break;
    const body = (await signUp.json().catch(() => ({}))) as { retry_after_s?: number };
    if (signUp.status() !== 429 || attempt >= 2) {
      throw new Error(`sign-up failed: ${signUp.status()} ${JSON.stringify(body)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, ((body.retry_after_s ?? 60) + 1) * 1000));
  }
  const token = await waitForNewCode(email, known);
  const verify = await request.post('/api/registry/verify-token/', { data: { email, token } });
  if (!verify.ok()) throw new Error(`verify failed: ${verify.status()} ${await verify.text()}`);
  let session = sessionSchema.parse(await verify.json());
  if (options.uploadResume ?? true) {
    const upload = await request.post('/api/resume/upload/', {
      headers: bearer(session),
      multipart: {
        resume_file: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: MINIMAL_PDF },
      },
    });
    if (!upload.ok()) throw new Error(`upload failed: ${upload.status()} ${await upload.text()}`);
    session = { ...session, has_uploaded_resume: true };
  }
  return session;
}

export function signInAdmin(request: APIRequestContext): Promise<Session> {
  return createAccountPatiently(request, { email: ADMIN_EMAIL, firstName: 'Grace' });
}

/** Records ~1 s of animated canvas as WebM (VP8) in the page: a real, playable lesson video. */
export async function recordWebm(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 90;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const recorder = new MediaRecorder(canvas.captureStream(15), {
      mimeType: 'video/webm;codecs=vp8',
    });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start(100);
    let frame = 0;
    const timer = setInterval(() => {
      context.fillStyle = `hsl(${(frame * 37) % 360} 80% 50%)`;
      context.fillRect(0, 0, 160, 90);
      frame += 1;
    }, 50);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    clearInterval(timer);
    recorder.stop();
    await stopped;
    return Array.from(new Uint8Array(await new Blob(chunks).arrayBuffer()));
  });
  const buffer = Buffer.from(bytes);
  expect(buffer.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
  return buffer;
}

export function bearer(session: Session): Record<string, string> {
  return { Authorization: `Bearer ${session.access_token}` };
}
