/**
 * The e-mail carrying a sign-in code: the code is in the subject ("Your Nyra sign-in code:
 * 123456") and stands alone in the body (docs/api.md, Authentication), in plain text and HTML.
 */
import { SIGN_IN_CODE_TTL_S } from '@/common/auth/auth-limits.ts';
import type { OutgoingMail } from './create-mailer.ts';
import { escapeHtml } from './escape-html.ts';

export type SignInCodeMailKind = 'sign_in' | 'sign_up' | 'sign_up_existing_account';

export interface SignInCodeMailInput {
  to: string;
  code: string;
  kind: SignInCodeMailKind;
  firstName?: string | null | undefined;
}

const INTRO: Record<SignInCodeMailKind, string> = {
  sign_in: 'Use this code to sign in to Nyra:',
  sign_up:
    'Welcome to Nyra! Use this code to confirm your e-mail address and finish creating your account:',
  sign_up_existing_account:
    'Someone tried to create a Nyra account with this e-mail address, but you already have one. Use this code to sign in to your existing account:',
};

export function composeSignInCodeMail(input: SignInCodeMailInput): OutgoingMail {
  const minutes = Math.round(SIGN_IN_CODE_TTL_S / 60);
  const greeting = input.firstName ? `Hi ${input.firstName},` : 'Hi,';
  const intro = INTRO[input.kind];
  const footer = `The code expires in ${minutes} minutes and works once. If you did not ask for it, you can ignore this e-mail: nobody can sign in without the code.`;
  const text = [greeting, '', intro, '', `    ${input.code}`, '', footer, '', '— Nyra'].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:16px;padding:32px">
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<p style="margin:0 0 24px;font-size:32px;font-weight:700;letter-spacing:8px;font-family:ui-monospace,Menlo,Consolas,monospace">${input.code}</p>
<p style="margin:0 0 16px;color:#475569;font-size:14px">${escapeHtml(footer)}</p>
<p style="margin:0;color:#475569;font-size:14px">— Nyra</p>
</div></body></html>`;
  return { to: input.to, subject: `Your Nyra sign-in code: ${input.code}`, text, html };
}
