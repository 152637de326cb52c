/**
 * Outgoing e-mail. With SMTP_URL set, messages go out through nodemailer's SMTP transport;
 * without it each message is printed to the server log (the development mailbox, README).
 *
 * Routes hand mail over with `enqueue` and do not wait for delivery: a request must take the same
 * time whichever e-mail it triggers (no account enumeration by timing) and must not hang on a
 * slow SMTP peer. `idle()` lets shutdown and tests wait for queued messages.
 */
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines (e.g. `List-Unsubscribe`); never built from unchecked user input. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Sends now and resolves when the transport accepted the message. */
  send(mail: OutgoingMail): Promise<void>;
  /** Sends in the background; failures are logged, never thrown. */
  enqueue(mail: OutgoingMail): void;
  /** Resolves once every queued message has been handed over (or failed). */
  idle(): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string | undefined;
  from: string;
  /** Where log-mode messages go; defaults to console.log. */
  log?: (text: string) => void;
}

/** Give up on an unreachable SMTP peer after this long instead of nodemailer's 2 minutes. */
const SMTP_CONNECTION_TIMEOUT_MS = 15_000;

function formatForLog(mail: OutgoingMail): string {
  const rule = '-'.repeat(64);
  return [
    `${rule}`,
    'E-mail (SMTP_URL is not set, so it is printed here instead of being sent)',
    `To: ${mail.to}`,
    `Subject: ${mail.subject}`,
    '',
    mail.text.trimEnd(),
    rule,
  ].join('\n');
}

export function createMailer(options: MailerOptions): Mailer {
  const pending = new Set<Promise<void>>();
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        // Settings in the URL (host, port, auth, secure) win over the defaults below.
        url: options.smtpUrl,
        connectionTimeout: SMTP_CONNECTION_TIMEOUT_MS,
        greetingTimeout: SMTP_CONNECTION_TIMEOUT_MS,
        socketTimeout: SMTP_CONNECTION_TIMEOUT_MS,
      })
    : undefined;
  const log = options.log ?? ((text: string) => console.log(text));

  const send = async (mail: OutgoingMail): Promise<void> => {
    if (!transport) {
      log(formatForLog(mail));
      return;
    }
    await transport.sendMail({ from: options.from, ...mail });
  };

  return {
    send,
    enqueue(mail) {
      const job = send(mail)
        .catch((error: unknown) => {
          // The address is personal data: log the domain only.
          const domain = mail.to.split('@')[1] ?? 'unknown';
          console.error(
            `Could not send e-mail "${mail.subject.replace(/\d{6}/, '******')}" to a @${domain} address`,
            error,
          );
        })
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    close() {
      transport?.close();
    },
  };
}
