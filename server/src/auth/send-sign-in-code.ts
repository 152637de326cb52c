/**
 * Sign-in and sign-up requests (product.md#api `sign-in/`, `sign-up/`): issue a code and e-mail it.
 *
 * No account enumeration: whether or not the e-mail has an account, the same checks, queries and
 * insert run and the same answer comes back; only the e-mail differs (a code, or "there is no
 * account, here is how to sign up"), and it is sent in the background so its duration never shows
 * in the response time. For an unknown address a decoy code row is stored that can never
 * succeed, so verification behaves identically too.
 *
 * Limits, all in the database:
 * - Resend cooldown: refused for RESEND_COOLDOWN_S while an unused, unexpired, not exhausted code
 *   of the same kind (Sign In or Sign Up) is outstanding for the address. The kind is the form
 *   that asked, never whether the account exists, so the answers stay identical: a "no account"
 *   decoy is of the Sign In kind and does not hold up a Sign Up, and a used code holds up nothing.
 * - Per address: SEND_CODE_PER_EMAIL_PER_HOUR codes per SEND_CODE_WINDOW_S, whichever form.
 * - Per network: SEND_CODE_PER_IP_PER_HOUR (scaled by RATE_LIMIT_SCALE) per SEND_CODE_WINDOW_S.
 * The checks and the new code share one transaction, so a refused request counts against no
 * limit, and the per-address counter's row lock orders concurrent requests for one address.
 *
 * A new code replaces every older one for the address (only the newest code is valid), but it
 * does not reset the per-account failure count.
 */
import { and, desc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import { AUTH_ERROR_CODES } from '@/common/auth/auth-error-codes.ts';
import {
  RESEND_COOLDOWN_S,
  SEND_CODE_PER_EMAIL_PER_HOUR,
  SEND_CODE_PER_IP_PER_HOUR,
  SEND_CODE_WINDOW_S,
  SIGN_IN_CODE_MAX_TRIES,
  SIGN_IN_CODE_TTL_S,
} from '@/common/auth/auth-limits.ts';
import type { CodeSentResponse } from '@/common/auth/code-sent-schema.ts';
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

/**
 * What a correct code does (see the `sign_in_codes` table). 'sign_up_existing_account' signs in
 * like 'sign_in' but records that the Sign Up form asked, for the per-kind cooldown.
 */
export type SignInCodePurpose = 'sign_in' | 'sign_up' | 'sign_up_existing_account' | 'no_account';

/** The purposes a request of each kind can produce, whether or not the account exists. */
const PURPOSES_OF_KIND = {
  sign_in: ['sign_in', 'no_account'],
  sign_up: ['sign_up', 'sign_up_existing_account'],
} as const satisfies Record<string, readonly SignInCodePurpose[]>;

export async function sendSignInCode(
  auth: AuthContext,
  request: SendSignInCodeRequest,
): Promise<CodeSentResponse> {
  const { email, clientIp, signUp } = request;
  const now = auth.now();
  const kind = signUp ? 'sign_up' : 'sign_in';

  await sweepExpiredAuthRows(auth);
  const user = await findUserByEmail(auth.db, email);
  const purpose: SignInCodePurpose = user
    ? signUp
      ? 'sign_up_existing_account'
      : 'sign_in'
    : signUp
      ? 'sign_up'
      : 'no_account';
  const code = generateSignInCode();
  await auth.db.transaction(async (tx) => {
    // First, so its row lock orders concurrent requests for this address.
    const perEmail = await hitRateLimit(tx, {
      key: `send-code:email:${email}`,
      limit: SEND_CODE_PER_EMAIL_PER_HOUR,
      windowS: SEND_CODE_WINDOW_S,
      now,
    });
    if (!perEmail.allowed) {
      throw new HttpError(
        429,
        AUTH_ERROR_CODES.emailRateLimited,
        `We have sent ${SEND_CODE_PER_EMAIL_PER_HOUR} codes to this address in the last hour. You can ask for a new one in ${formatWait(perEmail.retryAfterS)}.`,
        undefined,
        perEmail.retryAfterS,
      );
    }

    const [outstanding] = await tx
      .select({ createdAt: signInCodes.createdAt })
      .from(signInCodes)
      .where(
        and(
          eq(signInCodes.email, email),
          inArray(signInCodes.purpose, [...PURPOSES_OF_KIND[kind]]),
          isNull(signInCodes.usedAt),
          gt(signInCodes.expiresAt, now),
          lt(signInCodes.failedTries, SIGN_IN_CODE_MAX_TRIES),
          gt(signInCodes.createdAt, new Date(now.getTime() - RESEND_COOLDOWN_S * 1000)),
        ),
      )
      .orderBy(desc(signInCodes.createdAt))
      .limit(1);
    if (outstanding) {
      const waitS = Math.max(
        1,
        Math.ceil(
          (outstanding.createdAt.getTime() + RESEND_COOLDOWN_S * 1000 - now.getTime()) / 1000,
        ),
      );
      throw new HttpError(
        429,
        AUTH_ERROR_CODES.resendCooldown,
        `We just sent a code to this address. You can ask for a new one in ${formatWait(waitS)}.`,
        undefined,
        waitS,
      );
    }

    await enforceIpRateLimit(auth, {
      db: tx,
      key: `send-code:ip:${clientIp}`,
      baseLimit: SEND_CODE_PER_IP_PER_HOUR,
      windowS: SEND_CODE_WINDOW_S,
      now,
      message: (wait) =>
        `Too many codes were requested from your network. Please try again in ${wait}.`,
    });

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
