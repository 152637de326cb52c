/**
 * Exchanges a refresh token for a new access + refresh pair (product.md#api `token/refresh/`).
 *
 * Rotation: every use marks the presented token as rotated and issues a successor in the same
 * family. Presenting a rotated token again means it was copied, so the whole family is revoked
 * (OWASP refresh-token reuse detection) — except within REFRESH_REUSE_GRACE_S (10 s) of the
 * rotation, where a client that lost the response (or two tabs racing) gets a fresh pair from the
 * same family instead. We issue a new successor rather than repeating the first one because only
 * hashes are stored; the earlier successor stays valid too. The family's absolute 30-day expiry
 * and revocation always win. The token row is locked for the exchange, so concurrent uses are
 * decided one after the other.
 */
import { and, eq } from 'drizzle-orm';
import { AUTH_ERROR_CODES } from '@/common/auth/auth-error-codes.ts';
import { REFRESH_REUSE_GRACE_S } from '@/common/auth/auth-limits.ts';
import type { TokenRefreshResponse } from '@/common/auth/token-refresh-schema.ts';
import { refreshTokenFamilies, refreshTokens } from '../db/schema/auth.ts';
import { users } from '../db/schema/users.ts';
import { HttpError } from '../http/http-error.ts';
import type { AuthContext } from './auth-context.ts';
import { hashWithKey } from './hash-with-key.ts';
import { signAccessToken } from './sign-access-token.ts';
import { addRefreshToken } from './start-refresh-family.ts';

type Outcome =
  | { ok: true; pair: TokenRefreshResponse }
  | { ok: false; reason: 'unknown' | 'revoked' | 'expired' | 'reused' };

export async function rotateRefreshToken(
  auth: AuthContext,
  presented: string,
): Promise<TokenRefreshResponse> {
  const now = auth.now();
  const tokenHash = hashWithKey(auth.keys.refresh, presented);

  const outcome = await auth.db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx
      .select({
        tokenId: refreshTokens.id,
        rotatedAt: refreshTokens.rotatedAt,
        familyId: refreshTokenFamilies.id,
        expiresAt: refreshTokenFamilies.expiresAt,
        revokedAt: refreshTokenFamilies.revokedAt,
        userId: users.id,
        email: users.email,
        role: users.role,
      })
      .from(refreshTokens)
      .innerJoin(refreshTokenFamilies, eq(refreshTokenFamilies.id, refreshTokens.familyId))
      .innerJoin(users, eq(users.id, refreshTokenFamilies.userId))
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1)
      .for('update', { of: refreshTokens });
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revokedAt) return { ok: false, reason: 'revoked' };
    if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };

    if (row.rotatedAt) {
      const sinceRotationMs = now.getTime() - row.rotatedAt.getTime();
      if (sinceRotationMs > REFRESH_REUSE_GRACE_S * 1000) {
        await tx
          .update(refreshTokenFamilies)
          .set({ revokedAt: now, revokedReason: 'reuse' })
          .where(and(eq(refreshTokenFamilies.id, row.familyId)));
        return { ok: false, reason: 'reused' };
      }
    } else {
      await tx
        .update(refreshTokens)
        .set({ rotatedAt: now })
        .where(eq(refreshTokens.id, row.tokenId));
    }

    const refresh = await addRefreshToken(auth, tx, row.familyId);
    const access = await signAccessToken(auth, {
      sub: row.userId,
      email: row.email,
      role: row.role,
      sid: row.familyId,
    });
    return { ok: true, pair: { access, refresh } };
  });

  if (outcome.ok) return outcome.pair;
  if (outcome.reason === 'reused') {
    console.warn('A rotated refresh token was replayed; its session was revoked.');
  }
  throw new HttpError(
    401,
    AUTH_ERROR_CODES.refreshInvalid,
    'Your session has expired or was signed out. Please sign in again.',
  );
}
