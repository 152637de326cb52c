/**
 * The per-network limit on sending and verifying codes (issue 3): counts one hit for the client
 * address and answers 429 with Retry-After, in the caller's words, once the limit (scaled by
 * RATE_LIMIT_SCALE) is reached within PER_IP_WINDOW_S.
 */
import { AUTH_ERROR_CODES } from '../../../common/auth/auth-error-codes.ts';
import { PER_IP_WINDOW_S } from '../../../common/auth/auth-limits.ts';
import { HttpError } from '../http/http-error.ts';
import type { AuthContext } from './auth-context.ts';
import { formatWait } from './format-wait.ts';
import { hitRateLimit, scaledLimit } from './hit-rate-limit.ts';

export async function enforceIpRateLimit(
  auth: AuthContext,
  options: {
    key: string;
    baseLimit: number;
    now: Date;
    /** The 429 message, given the wait in words ("2 minutes"). */
    message: (wait: string) => string;
  },
): Promise<void> {
  const result = await hitRateLimit(auth.db, {
    key: options.key,
    limit: scaledLimit(options.baseLimit, auth.env.RATE_LIMIT_SCALE),
    windowS: PER_IP_WINDOW_S,
    now: options.now,
  });
  if (result.allowed) return;
  throw new HttpError(
    429,
    AUTH_ERROR_CODES.rateLimited,
    options.message(formatWait(result.retryAfterS)),
    undefined,
    result.retryAfterS,
  );
}
