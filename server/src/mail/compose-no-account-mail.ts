/**
 * Sent instead of a code when someone asks to sign in with an address that has no account: the
 * API answers exactly as for a real account (no enumeration), and only the mailbox owner learns
 * the truth and how to sign up.
 */
import type { OutgoingMail } from './create-mailer.ts';
import { escapeHtml } from './escape-html.ts';

export function composeNoAccountMail(to: string): OutgoingMail {
  const paragraphs = [
    'Someone (hopefully you) asked to sign in to Nyra with this e-mail address, but there is no Nyra account for it.',
    'To create one, open Nyra, choose "Sign Up" and enter this e-mail address. We will send you a code to confirm it.',
    'If you did not try to sign in, you can ignore this e-mail.',
  ];
  const text = ['Hi,', '', ...paragraphs.flatMap((p) => [p, '']), '— Nyra'].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:16px;padding:32px">
<p style="margin:0 0 16px">Hi,</p>
${paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n')}
<p style="margin:0;color:#475569;font-size:14px">— Nyra</p>
</div></body></html>`;
  return { to, subject: 'Sign-in attempt: no Nyra account for this address', text, html };
}
