/**
 * Shared set-up for the registry (auth) API tests: the real app on a private database
 * (PGlite or PostgreSQL), a real SMTP peer receiving its e-mail, a movable clock, and small
 * helpers that send requests as a given client address.
 */
import { createMailer } from '@/server/src/mail/create-mailer.ts';
import { createTestApp, type TestApp } from '../support/create-test-app.ts';
import type { TestDatabaseKind } from '../support/test-databases.ts';
import { startSmtpCapture, type SmtpCapture } from './registry-smtp-capture.ts';

export const START_TIME_MS = Date.parse('2026-11-22T10:00:00.000Z');

export interface RegistryHarness {
  t: TestApp;
  smtp: SmtpCapture;
  /** Moves the injected clock forward. */
  advance(seconds: number): void;
  now(): Date;
  post(path: string, body: unknown, options?: RequestOptions): Promise<Response>;
  get(path: string, options?: RequestOptions): Promise<Response>;
  /** Sign-up (or sign-in when `firstName` is omitted), read the code from the e-mail, verify. */
  signIn(email: string, firstName?: string): Promise<SessionBody>;
  close(): Promise<void>;
}

export interface RequestOptions {
  /** Socket address of the simulated client. */
  ip?: string;
  headers?: Record<string, string>;
}

export interface SessionBody {
  access_token: string;
  refresh_token: string;
  email: string;
  first_name: string;
  last_name: string | null;
  has_uploaded_resume: boolean;
  is_admin?: boolean;
}

export async function createRegistryHarness(
  kind: TestDatabaseKind,
  options: { env?: Record<string, string>; smtpReplyDelayMs?: number; pgliteDataDir?: string } = {},
): Promise<RegistryHarness> {
  const smtp = await startSmtpCapture({ replyDelayMs: options.smtpReplyDelayMs });
  let nowMs = START_TIME_MS;
  const mailFrom = 'Nyra <no-reply@nyra.test>';
  // The app's own mailer (what createApp would build from SMTP_URL), kept here to drain it.
  const mailer = createMailer({ smtpUrl: smtp.url, from: mailFrom });
  const t = await createTestApp({
    kind,
    now: () => new Date(nowMs),
    mailer,
    env: { SMTP_URL: smtp.url, MAIL_FROM: mailFrom, ...options.env },
    ...(options.pgliteDataDir ? { pgliteDataDir: options.pgliteDataDir } : {}),
  });

  const send = async (path: string, init: RequestInit, requestOptions: RequestOptions = {}) =>
    t.app.request(
      path,
      {
        ...init,
        headers: { ...(init.headers as Record<string, string>), ...requestOptions.headers },
      },
      // Hono's node adapter reads the client address from these bindings (getConnInfo).
      { incoming: { socket: { remoteAddress: requestOptions.ip ?? '192.0.2.1' } } },
    );

  const harness: RegistryHarness = {
    t,
    smtp,
    advance(seconds) {
      nowMs += seconds * 1000;
    },
    now: () => new Date(nowMs),
    post: (path, body, requestOptions) =>
      send(
        path,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
        requestOptions,
      ),
    get: (path, requestOptions) => send(path, { method: 'GET' }, requestOptions),
    async signIn(email, firstName) {
      const before = smtp.messages.length;
      const response = firstName
        ? await harness.post('/api/registry/sign-up/', { first_name: firstName, email })
        : await harness.post('/api/registry/sign-in/', { email });
      if (response.status !== 200)
        throw new Error(`code request: ${response.status} ${await response.text()}`);
      const code = await smtp.waitForCode(email.toLowerCase(), before);
      const verified = await harness.post('/api/registry/verify-token/', { email, token: code });
      if (verified.status !== 200)
        throw new Error(`verify: ${verified.status} ${await verified.text()}`);
      return (await verified.json()) as SessionBody;
    },
    async close() {
      await mailer.idle();
      mailer.close();
      await t.close();
      await smtp.close();
    },
  };
  return harness;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}
