/**
 * The per-network limit on sending and verifying codes: counts one hit for the client
 * address and answers 429 with Retry-After, in the caller's words, once the limit (scaled by
 * RATE_LIMIT_SCALE) is reached within the window. `db` may be a transaction, so a hit is counted
 * only if the caller's work commits.
 */
import { AUTH_ERROR_CODES } from '@/common/auth/auth-error-codes.ts';
import { HttpError } from '../http/http-error.ts';
import type { AuthContext } from './auth-context.ts';
import { formatWait } from './format-wait.ts';
import type { Db } from '../db/open-database.ts';
import { hitRateLimit, scaledLimit } from './hit-rate-limit.ts';

export async function enforceIpRateLimit(
  auth: AuthContext,
  options: {
    key: string;
    baseLimit: number;
    windowS: number;
    now: Date;
    db?: Db;
    /** The 429 message, given the wait in words ("2 minutes"). */
    message: (wait: string) => string;
  },
): Promise<void> {
  const result = await hitRateLimit(options.db ?? auth.db, {
    key: options.key,
    limit: scaledLimit(options.baseLimit, auth.env.RATE_LIMIT_SCALE),
    windowS: options.windowS,
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
