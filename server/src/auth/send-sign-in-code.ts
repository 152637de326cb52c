/**
 * Sign-in and sign-up requests (SPEC 7 `sign-in/`, `sign-up/`): issue a code and e-mail it.
 *
 * No account enumeration: whether or not the e-mail has an account, the same checks, queries and
 * insert run and the same answer comes back; only the e-mail differs (a code, or "there is no
 * account, here is how to sign up"), and it is sent in the background so its duration never shows
 * in the response time. For an unknown address a decoy code row is stored that can never
 * succeed, so verification behaves identically too.
 *
 * Limits: per-IP (scaled by RATE_LIMIT_SCALE) and one new code per e-mail per 60 s. A new code
 * replaces every older one for the address (only the newest code is valid), but it does not reset
 * the per-account failure count.
 */
import { eq } from 'drizzle-orm';
import { AUTH_ERROR_CODES } from '../../../common/auth/auth-error-codes.ts';
import {
  RESEND_COOLDOWN_S,
  SEND_CODE_PER_IP_LIMIT,
  SIGN_IN_CODE_TTL_S,
} from '../../../common/auth/auth-limits.ts';
import type { CodeSentResponse } from '../../../common/auth/code-sent-schema.ts';
import { signInCodes } from '../db/schema/auth.ts';
import { HttpError } from '../http/http-error.ts';
import { composeNoAccountMail } from '../mail/compose-no-account-mail.ts';
import { composeSignInCodeMail } from '../mail/compose-sign-in-code-mail.ts';
import type { AuthContext } from './auth-context.ts';
import { enforceIpRateLimit } from './enforce-ip-rate-limit.ts';
import { findUserByEmail } from './find-user-by-email.ts';
import { formatWait } from './format-wait.ts';
import { generateSignInCode } from './generate-sign-in-code.ts';
import { hashSignInCode } from './hash-sign-in-code.ts';
import { hitRateLimit } from './hit-rate-limit.ts';
import { sweepExpiredAuthRows } from './sweep-expired-auth-rows.ts';

export interface SendSignInCodeRequest {
  /** Already trimmed and lower-cased by the shared schema. */
  email: string;
  clientIp: string;
  /** Present for sign-up: the profile used if the account does not exist yet. */
  signUp?: { firstName: string; lastName?: string | undefined };
}

export type SignInCodePurpose = 'sign_in' | 'sign_up' | 'no_account';

export async function sendSignInCode(
  auth: AuthContext,
  request: SendSignInCodeRequest,
): Promise<CodeSentResponse> {
  const { email, clientIp, signUp } = request;
  const now = auth.now();

  await enforceIpRateLimit(auth, {
    key: `send-code:ip:${clientIp}`,
    baseLimit: SEND_CODE_PER_IP_LIMIT,
    now,
    message: (wait) =>
      `Too many codes were requested from your network. Please try again in ${wait}.`,
  });
  const cooldown = await hitRateLimit(auth.db, {
    key: `send-code:email:${email}`,
    limit: 1,
    windowS: RESEND_COOLDOWN_S,
    now,
  });
  if (!cooldown.allowed) {
    throw new HttpError(
      429,
      AUTH_ERROR_CODES.resendCooldown,
      `We just sent a code to this address. You can ask for a new one in ${formatWait(cooldown.retryAfterS)}.`,
      undefined,
      cooldown.retryAfterS,
    );
  }

  await sweepExpiredAuthRows(auth);
  const user = await findUserByEmail(auth.db, email);
  const purpose: SignInCodePurpose = user ? 'sign_in' : signUp ? 'sign_up' : 'no_account';
  const code = generateSignInCode();
  await auth.db.transaction(async (tx) => {
    await tx.delete(signInCodes).where(eq(signInCodes.email, email));
    await tx.insert(signInCodes).values({
      email,
      codeHash: hashSignInCode(auth, email, code),
      purpose,
      firstName: purpose === 'sign_up' ? (signUp?.firstName ?? null) : null,
      lastName: purpose === 'sign_up' ? (signUp?.lastName ?? null) : null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SIGN_IN_CODE_TTL_S * 1000),
    });
  });

  auth.mailer.enqueue(
    user
      ? composeSignInCodeMail({
          to: email,
          code,
          kind: signUp ? 'sign_up_existing_account' : 'sign_in',
          firstName: user.firstName,
        })
      : signUp
        ? composeSignInCodeMail({ to: email, code, kind: 'sign_up', firstName: signUp.firstName })
        : composeNoAccountMail(email),
  );

  return { email, resend_after_s: RESEND_COOLDOWN_S, expires_in_s: SIGN_IN_CODE_TTL_S };
}
