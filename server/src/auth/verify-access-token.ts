/**
 * Checks an access token: HS256 only (so `alg: none` or an RS/HS confusion is refused), valid
 * signature, `iss`, `aud` and `exp` against the injected clock. Returns undefined for any
 * problem; callers answer 401 without saying which check failed.
 */
import { jwtVerify } from 'jose';
import {
  ACCESS_TOKEN_ALGORITHM,
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  type AccessTokenClaims,
} from './access-token-claims.ts';
import type { AuthContext } from './auth-context.ts';

export async function verifyAccessToken(
  auth: AuthContext,
  token: string,
): Promise<AccessTokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, auth.keys.jwt, {
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
      currentDate: auth.now(),
      requiredClaims: ['exp', 'sub', 'iat'],
    });
    const { sub, email, role, sid } = payload;
    if (
      typeof sub !== 'string' ||
      typeof email !== 'string' ||
      typeof role !== 'string' ||
      typeof sid !== 'string'
    ) {
      return undefined;
    }
    return { sub, email, role, sid };
  } catch {
    return undefined;
  }
}
