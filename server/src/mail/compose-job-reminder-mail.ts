/**
 * The e-mail of a job reminder that came due (docs/api.md, Jobs): what to do, for which job,
 * when it was due (UTC: the server does not know the learner's time zone), a link to the Jobs
 * screen and an unsubscribe link (also as the `List-Unsubscribe` header), in plain text and HTML.
 */
import type { OutgoingMail } from './create-mailer.ts';
import { escapeHtml } from './escape-html.ts';

export interface JobReminderMailInput {
  to: string;
  firstName?: string | null | undefined;
  reminderText: string;
  dueAt: Date;
  jobTitle: string;
  company: string;
  /** The Jobs screen, absolute. */
  jobsUrl: string;
  /** The unsubscribe link, absolute. */
  unsubscribeUrl: string;
}

const SUBJECT_MAX_CHARS = 200;

const DUE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** One line, whatever the learner typed (a subject cannot hold line breaks). */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function composeJobReminderMail(input: JobReminderMailInput): OutgoingMail {
  const greeting = input.firstName ? `Hi ${oneLine(input.firstName)},` : 'Hi,';
  const job = `${oneLine(input.jobTitle)} at ${oneLine(input.company)}`;
  const due = `${DUE_FORMAT.format(input.dueAt)} UTC`;
  const subject = oneLine(`Reminder: ${input.reminderText} — ${job}`);
  const footer = 'You asked Nyra to e-mail you when this reminder came due.';
  const text = [
    greeting,
    '',
    `A reminder for ${job} is due:`,
    '',
    ...input.reminderText.split('\n').map((line) => `    ${line}`),
    '',
    `Due: ${due}`,
    '',
    `Open your jobs: ${input.jobsUrl}`,
    '',
    footer,
    `To get no more reminder e-mails: ${input.unsubscribeUrl}`,
    '',
    '— Nyra',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:16px;padding:32px">
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">A reminder for <strong>${escapeHtml(job)}</strong> is due:</p>
<p style="margin:0 0 16px;font-size:18px;font-weight:600;white-space:pre-wrap">${escapeHtml(input.reminderText)}</p>
<p style="margin:0 0 24px;color:#475569">Due: ${escapeHtml(due)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(input.jobsUrl)}" style="display:inline-block;background:#0f172a;color:#ffffff;text-decoration:none;border-radius:8px;padding:10px 16px">Open your jobs</a></p>
<p style="margin:0 0 16px;color:#475569;font-size:14px">${escapeHtml(footer)} <a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#475569">Unsubscribe from reminder e-mails</a></p>
<p style="margin:0;color:#475569;font-size:14px">— Nyra</p>
</div></body></html>`;
  return {
    to: input.to,
    subject:
      subject.length > SUBJECT_MAX_CHARS ? `${subject.slice(0, SUBJECT_MAX_CHARS - 1)}…` : subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${input.unsubscribeUrl}>` },
  };
}
