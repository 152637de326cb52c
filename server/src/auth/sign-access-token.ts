import { SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_S } from '@/common/auth/auth-limits.ts';
import {
  ACCESS_TOKEN_ALGORITHM,
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  type AccessTokenClaims,
} from './access-token-claims.ts';
import type { AuthContext } from './auth-context.ts';

/** A 15-minute HS256 access token, issued at the injected clock's time. */
export async function signAccessToken(
  auth: AuthContext,
  claims: AccessTokenClaims,
): Promise<string> {
  const issuedAtS = Math.floor(auth.now().getTime() / 1000);
  return new SignJWT({ email: claims.email, role: claims.role, sid: claims.sid })
    .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, typ: 'JWT' })
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setSubject(claims.sub)
    .setIssuedAt(issuedAtS)
    .setExpirationTime(issuedAtS + ACCESS_TOKEN_TTL_S)
    .sign(auth.keys.jwt);
}
