/**
 * Deletes auth rows that can no longer matter (dead codes, failures outside the one-hour window,
 * idle rate-limit buckets, families that expired or were revoked long ago). Runs at most every
 * SWEEP_INTERVAL_MS per process, from a code request, so no scheduler is needed.
 */
import { isNotNull, lt, or, and } from 'drizzle-orm';
import { ACCOUNT_FAILURE_WINDOW_S } from '@/common/auth/auth-limits.ts';
import {
  rateLimitBuckets,
  refreshTokenFamilies,
  signInCodes,
  signInFailures,
} from '../db/schema/auth.ts';
import type { AuthContext } from './auth-context.ts';

const SWEEP_INTERVAL_MS = 10 * 60 * 1000;
const KEEP_DEAD_ROWS_MS = 24 * 60 * 60 * 1000;
/** Revoked families are kept a while for investigating token theft. */
const KEEP_REVOKED_FAMILIES_MS = 30 * 24 * 60 * 60 * 1000;

const lastSweepMs = new WeakMap<AuthContext, number>();

export async function sweepExpiredAuthRows(auth: AuthContext): Promise<void> {
  const nowMs = auth.now().getTime();
  const last = lastSweepMs.get(auth);
  if (last !== undefined && nowMs - last < SWEEP_INTERVAL_MS && nowMs >= last) return;
  lastSweepMs.set(auth, nowMs);
  const dayAgo = new Date(nowMs - KEEP_DEAD_ROWS_MS);
  try {
    await auth.db.delete(signInCodes).where(lt(signInCodes.expiresAt, dayAgo));
    await auth.db
      .delete(signInFailures)
      .where(lt(signInFailures.failedAt, new Date(nowMs - ACCOUNT_FAILURE_WINDOW_S * 1000)));
    await auth.db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.windowStartedAt, dayAgo));
    const longAgo = new Date(nowMs - KEEP_REVOKED_FAMILIES_MS);
    await auth.db
      .delete(refreshTokenFamilies)
      .where(
        or(
          lt(refreshTokenFamilies.expiresAt, longAgo),
          and(
            isNotNull(refreshTokenFamilies.revokedAt),
            lt(refreshTokenFamilies.revokedAt, longAgo),
          ),
        ),
      );
  } catch (error) {
    console.warn('Could not sweep expired auth rows', error);
  }
}
