/**
 * Starts a refresh-token family for a fresh sign-in and returns its first token. The token is 256
 * random bits; only its keyed hash is stored. The family's 30-day expiry is absolute.
 */
import { randomBytes } from 'node:crypto';
import { REFRESH_FAMILY_TTL_S } from '@/common/auth/auth-limits.ts';
import type { Db } from '../db/open-database.ts';
import { refreshTokenFamilies, refreshTokens } from '../db/schema/auth.ts';
import type { AuthContext } from './auth-context.ts';
import { hashWithKey } from './hash-with-key.ts';

export async function startRefreshFamily(
  auth: AuthContext,
  db: Db,
  userId: string,
): Promise<{ familyId: string; refreshToken: string }> {
  const now = auth.now();
  const [family] = await db
    .insert(refreshTokenFamilies)
    .values({
      userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + REFRESH_FAMILY_TTL_S * 1000),
    })
    .returning({ id: refreshTokenFamilies.id });
  if (!family) throw new Error('could not create a refresh-token family');
  const refreshToken = await addRefreshToken(auth, db, family.id);
  return { familyId: family.id, refreshToken };
}

/** Adds a new live token to a family and returns its value. */
export async function addRefreshToken(
  auth: AuthContext,
  db: Db,
  familyId: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    familyId,
    tokenHash: hashWithKey(auth.keys.refresh, token),
    createdAt: auth.now(),
  });
  return token;
}
