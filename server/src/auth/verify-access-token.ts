/**
 * Checks an access token: HS256 only (so `alg: none` or an RS/HS confusion is refused), valid
 * signature, `iss`, `aud` and `exp` against the injected clock. Returns undefined for any
 * problem; callers answer 401 without saying which check failed.
 *
 * A token whose signature and claims checked out is remembered in `auth.verifiedTokens` (per
 * process, bounded), so the next request with the same token skips the HMAC, which was the
 * largest single cost of an authenticated read under load (WebCrypto imports the key and runs the
 * HMAC on the thread pool for every call). This is safe to keep in memory: the entry is keyed by
 * the exact token string and the signing secret is fixed for the process, so a signature that
 * verified once stays valid; what can change with time is re-checked on every hit (`exp`, and
 * `nbf` if a token carries one) against the injected clock; and whether the sign-in is still
 * live (sign-out, revocation) is not cached at all — `requireUser` asks the database every time.
 * Losing the cache (restart, another process) only costs one verification.
 */
import { jwtVerify } from 'jose';
import {
  ACCESS_TOKEN_ALGORITHM,
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  type AccessTokenClaims,
} from './access-token-claims.ts';
import type { AuthContext, VerifiedToken } from './auth-context.ts';

/** Enough for every token in use on one process for 15 minutes at a high request rate. */
const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

/** Same rule as jose's: a NumericDate in whole seconds, no clock tolerance. */
function stillValid(entry: VerifiedToken, nowS: number): boolean {
  return entry.exp > nowS && (entry.nbf === undefined || entry.nbf <= nowS);
}

export async function verifyAccessToken(
  auth: AuthContext,
  token: string,
): Promise<AccessTokenClaims | undefined> {
  const nowS = Math.floor(auth.now().getTime() / 1000);
  const cached = auth.verifiedTokens.get(token);
  if (cached) {
    if (stillValid(cached, nowS)) return cached.claims;
    auth.verifiedTokens.delete(token);
  }
  try {
    const { payload } = await jwtVerify(token, auth.keys.jwt, {
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
      currentDate: auth.now(),
      requiredClaims: ['exp', 'sub', 'iat'],
    });
    const { sub, email, role, sid, exp, nbf } = payload;
    if (
      typeof sub !== 'string' ||
      typeof email !== 'string' ||
      typeof role !== 'string' ||
      typeof sid !== 'string' ||
      typeof exp !== 'number'
    ) {
      return undefined;
    }
    const claims = { sub, email, role, sid };
    if (auth.verifiedTokens.size >= VERIFIED_TOKEN_CACHE_SIZE) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = auth.verifiedTokens.keys().next();
      if (!oldest.done) auth.verifiedTokens.delete(oldest.value);
    }
    auth.verifiedTokens.set(token, { claims, exp, nbf: typeof nbf === 'number' ? nbf : undefined });
    return claims;
  } catch {
    return undefined;
  }
}
