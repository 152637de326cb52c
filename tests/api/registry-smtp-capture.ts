/**
 * A real SMTP peer (the `smtp-server` package) for the registry tests: it accepts every message
 * and keeps it, so a test can wait for the e-mail a request triggered and read the code from it.
 * `replyDelayMs` makes the peer slow, to prove that requests do not wait for mail delivery.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  from: string;
  subject: string;
  /** Decoded text/plain part. */
  text: string;
  /** Decoded text/html part. */
  html: string;
  raw: string;
}

export interface SmtpCapture {
  url: string;
  messages: CapturedMail[];
  /** Resolves with the first message (already received or arriving) for which `match` holds. */
  waitFor(match: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  /** The 6-digit code of the newest code e-mail to `to` that arrives after `afterCount` messages. */
  waitForCode(to: string, afterCount?: number): Promise<string>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodePart(headers: string, body: string): string {
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers))
    return decodeQuotedPrintable(body);
  if (/content-transfer-encoding:\s*base64/i.test(headers)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return body;
}

/** Just enough MIME parsing for nodemailer's multipart/alternative output. */
function parseMessage(raw: string, to: string[], from: string): CapturedMail {
  const split = raw.indexOf('\r\n\r\n');
  const headerBlock = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const subject = /^subject: (.*)$/im.exec(headerBlock)?.[1]?.trim() ?? '';
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headerBlock)?.[1];
  let text = '';
  let html = '';
  const parts = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const part of parts) {
    const index = part.indexOf('\r\n\r\n');
    const headers = part.slice(0, index);
    const body = part.slice(index + 4).replace(/\r\n$/, '');
    if (/content-type:\s*text\/plain/i.test(headers)) text = decodePart(headers, body);
    if (/content-type:\s*text\/html/i.test(headers)) html = decodePart(headers, body);
  }
  return { to, from, subject, text, html, raw };
}

export async function startSmtpCapture(
  options: { replyDelayMs?: number } = {},
): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((address) => address.address);
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const reply = () => {
          messages.push(parseMessage(Buffer.concat(chunks).toString('utf8'), to, from));
          for (const wake of waiters) wake();
          callback();
        };
        if (options.replyDelayMs) setTimeout(reply, options.replyDelayMs);
        else reply();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const waitFor: SmtpCapture['waitFor'] = (match, timeoutMs = 10_000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = messages.find(match);
        if (!found) return false;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(
          new Error(`No matching e-mail within ${timeoutMs} ms (${messages.length} received)`),
        );
      }, timeoutMs);
      if (!check()) waiters.add(check);
    });

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor,
    async waitForCode(to, afterCount = 0) {
      const mail = await waitFor(
        (m) =>
          messages.indexOf(m) >= afterCount &&
          m.to.includes(to) &&
          /sign-in code: \d{6}/.test(m.subject),
      );
      const code = /sign-in code: (\d{6})/.exec(mail.subject)?.[1];
      if (!code) throw new Error(`no code in "${mail.subject}"`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
