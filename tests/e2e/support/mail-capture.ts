/**
 * A real SMTP peer for the end-to-end tests (the `smtp-server` package). The server under test
 * sends to it through SMTP_URL; every message is written as a raw .eml file into a directory that
 * the specs (separate worker processes) read with `readLatestMail`.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export const MAIL_DIR = path.resolve('.tmp/e2e-mail');

export async function startMailCapture(port: number): Promise<() => Promise<void>> {
  await mkdir(MAIL_DIR, { recursive: true });
  let counter = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(',');
        const name = `${Date.now()}-${String(++counter).padStart(5, '0')}.eml`;
        const header = `X-Test-Recipients: ${recipients}\r\n`;
        void writeFile(
          path.join(MAIL_DIR, name),
          header + Buffer.concat(chunks).toString('utf8'),
        ).then(
          () => callback(),
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The newest raw message to `email`, waiting for it to arrive (default 10 s). */
export async function readLatestMail(email: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const wanted = email.toLowerCase();
  for (;;) {
    const files = (await readdir(MAIL_DIR).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const raw = await readFile(path.join(MAIL_DIR, file), 'utf8');
      const recipients = /^X-Test-Recipients: (.*)$/m.exec(raw)?.[1] ?? '';
      if (recipients.split(',').includes(wanted)) return raw;
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${email} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The 6-digit sign-in code from the newest mail to `email`. */
export async function readLatestCode(email: string, timeoutMs?: number): Promise<string> {
  const raw = await readLatestMail(email, timeoutMs);
  const code =
    /Subject:.*?\b(\d{6})\b/.exec(raw)?.[1] ??
    /\b(\d{6})\b/.exec(raw.split('\r\n\r\n').slice(1).join('\n'))?.[1];
  if (!code) throw new Error(`No 6-digit code in the mail to ${email}`);
  return code;
}
