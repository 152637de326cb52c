/**
 * Verification (product.md#api `verify-token/`): checks the newest code for the e-mail and, if right,
 * signs the user in (creating the account for a sign-up) and returns the session of product.md#entities.
 *
 * Rules: a code is valid 10 minutes, once; only the newest code counts; 5 wrong tries kill it;
 * 20 failed tries per account in a sliding hour lock verification (429 with Retry-After) however
 * many new codes are requested; a per-IP limit applies on top. The newest code row is locked for
 * the check, so concurrent guesses on one account are counted one after the other. Wrong codes are
 * 400 (not 401), so a client never mistakes them for an expired access token.
 */
import { and, desc, eq, gt } from 'drizzle-orm';
import { AUTH_ERROR_CODES } from '@/common/auth/auth-error-codes.ts';
import {
  ACCOUNT_FAILED_TRIES_PER_HOUR,
  ACCOUNT_FAILURE_WINDOW_S,
  PER_IP_WINDOW_S,
  SIGN_IN_CODE_MAX_TRIES,
  VERIFY_CODE_PER_IP_LIMIT,
} from '@/common/auth/auth-limits.ts';
import type { Session } from '@/common/session/session-schema.ts';
import { signInCodes, signInFailures } from '../db/schema/auth.ts';
import { users } from '../db/schema/users.ts';
import { HttpError } from '../http/http-error.ts';
import type { AuthContext } from './auth-context.ts';
import { enforceIpRateLimit } from './enforce-ip-rate-limit.ts';
import { findUserByEmail } from './find-user-by-email.ts';
import { formatWait } from './format-wait.ts';
import { hashSignInCode } from './hash-sign-in-code.ts';
import { hashesMatch } from './hash-with-key.ts';
import { isAdmin } from './is-admin.ts';
import { signAccessToken } from './sign-access-token.ts';
import { startRefreshFamily } from './start-refresh-family.ts';

export interface VerifySignInCodeRequest {
  email: string;
  token: string;
  clientIp: string;
}

type Outcome =
  | { kind: 'ok'; session: Session }
  | { kind: 'locked'; retryAfterS: number }
  | { kind: 'incorrect'; triesLeft: number }
  | { kind: 'exhausted' }
  | { kind: 'expired' }
  | { kind: 'invalid' };

export async function verifySignInCode(
  auth: AuthContext,
  request: VerifySignInCodeRequest,
): Promise<Session> {
  const { email, token, clientIp } = request;
  const now = auth.now();

  await enforceIpRateLimit(auth, {
    key: `verify-code:ip:${clientIp}`,
    baseLimit: VERIFY_CODE_PER_IP_LIMIT,
    windowS: PER_IP_WINDOW_S,
    now,
    message: (wait) => `Too many sign-in attempts from your network. Please try again in ${wait}.`,
  });

  const outcome = await auth.db.transaction(async (tx): Promise<Outcome> => {
    const [code] = await tx
      .select()
      .from(signInCodes)
      .where(eq(signInCodes.email, email))
      .orderBy(desc(signInCodes.createdAt))
      .limit(1)
      .for('update');

    const windowStart = new Date(now.getTime() - ACCOUNT_FAILURE_WINDOW_S * 1000);
    const recentFailures = await tx
      .select({ failedAt: signInFailures.failedAt })
      .from(signInFailures)
      .where(and(eq(signInFailures.email, email), gt(signInFailures.failedAt, windowStart)))
      .orderBy(desc(signInFailures.failedAt))
      .limit(ACCOUNT_FAILED_TRIES_PER_HOUR);
    const oldestCounted = recentFailures[ACCOUNT_FAILED_TRIES_PER_HOUR - 1];
    if (oldestCounted) {
      // Locked until the oldest of the last 20 failures leaves the one-hour window.
      const unlockMs = oldestCounted.failedAt.getTime() + ACCOUNT_FAILURE_WINDOW_S * 1000;
      return {
        kind: 'locked',
        retryAfterS: Math.max(1, Math.ceil((unlockMs - now.getTime()) / 1000)),
      };
    }

    const recordFailure = () => tx.insert(signInFailures).values({ email, failedAt: now });

    if (!code || code.usedAt) {
      await recordFailure();
      return { kind: 'invalid' };
    }
    if (code.expiresAt.getTime() <= now.getTime()) {
      await recordFailure();
      return { kind: 'expired' };
    }
    if (code.failedTries >= SIGN_IN_CODE_MAX_TRIES) {
      await recordFailure();
      return { kind: 'exhausted' };
    }

    const matches =
      hashesMatch(code.codeHash, hashSignInCode(auth, email, token)) &&
      code.purpose !== 'no_account';
    if (!matches) {
      const failedTries = code.failedTries + 1;
      await tx.update(signInCodes).set({ failedTries }).where(eq(signInCodes.id, code.id));
      await recordFailure();
      const triesLeft = SIGN_IN_CODE_MAX_TRIES - failedTries;
      return triesLeft > 0 ? { kind: 'incorrect', triesLeft } : { kind: 'exhausted' };
    }

    await tx.update(signInCodes).set({ usedAt: now }).where(eq(signInCodes.id, code.id));
    if (code.purpose === 'sign_up' && code.firstName) {
      // A concurrent sign-up may have created the account meanwhile: then sign in to that one.
      await tx
        .insert(users)
        .values({ email, firstName: code.firstName, lastName: code.lastName })
        .onConflictDoNothing();
    }
    const user = await findUserByEmail(tx, email);
    if (!user) {
      await recordFailure();
      return { kind: 'invalid' };
    }
    await tx.delete(signInFailures).where(eq(signInFailures.email, email));
    const { familyId, refreshToken } = await startRefreshFamily(auth, tx, user.id);
    const accessToken = await signAccessToken(auth, {
      sub: user.id,
      email: user.email,
      role: user.role,
      sid: familyId,
    });
    return {
      kind: 'ok',
      session: {
        access_token: accessToken,
        refresh_token: refreshToken,
        email: user.email,
        first_name: user.firstName,
        last_name: user.lastName,
        has_uploaded_resume: user.hasUploadedResume,
        is_admin: isAdmin(user, auth.env),
      },
    };
  });

  switch (outcome.kind) {
    case 'ok':
      return outcome.session;
    case 'locked':
      throw new HttpError(
        429,
        AUTH_ERROR_CODES.accountLocked,
        `Too many incorrect codes for this account. Please try again in ${formatWait(outcome.retryAfterS)}.`,
        undefined,
        outcome.retryAfterS,
      );
    case 'incorrect':
      throw new HttpError(
        400,
        AUTH_ERROR_CODES.codeIncorrect,
        `That code is not correct. You have ${outcome.triesLeft} ${outcome.triesLeft === 1 ? 'try' : 'tries'} left.`,
      );
    case 'exhausted':
      throw new HttpError(
        400,
        AUTH_ERROR_CODES.codeExhausted,
        'That code has been entered wrongly too many times. Please request a new code.',
      );
    case 'expired':
      throw new HttpError(
        400,
        AUTH_ERROR_CODES.codeInvalid,
        'That code has expired. Please request a new code.',
      );
    case 'invalid':
      throw new HttpError(
        400,
        AUTH_ERROR_CODES.codeInvalid,
        'That code is no longer valid. Please request a new code.',
      );
  }
}
