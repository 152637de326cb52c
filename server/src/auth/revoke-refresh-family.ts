/**
 * Sign-out: revokes the family of the presented refresh token, which invalidates every refresh
 * token and (through `requireUser`) every access token of that sign-in. Unknown tokens are
 * ignored, so sign-out is idempotent and reveals nothing.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { refreshTokenFamilies, refreshTokens } from '../db/schema/auth.ts';
import type { AuthContext } from './auth-context.ts';
import { hashWithKey } from './hash-with-key.ts';

export async function revokeRefreshFamily(auth: AuthContext, presented: string): Promise<void> {
  const [row] = await auth.db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashWithKey(auth.keys.refresh, presented)))
    .limit(1);
  if (!row) return;
  await auth.db
    .update(refreshTokenFamilies)
    .set({ revokedAt: auth.now(), revokedReason: 'sign_out' })
    .where(and(eq(refreshTokenFamilies.id, row.familyId), isNull(refreshTokenFamilies.revokedAt)));
}
