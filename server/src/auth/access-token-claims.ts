/** Fixed JWT settings: only HS256 is accepted, and `iss`/`aud` must match exactly. */
export const ACCESS_TOKEN_ISSUER = 'nyra';
export const ACCESS_TOKEN_AUDIENCE = 'nyra-api';
export const ACCESS_TOKEN_ALGORITHM = 'HS256';

export interface AccessTokenClaims {
  /** User id. */
  sub: string;
  email: string;
  role: string;
  /** The refresh-token family (the sign-in) this token belongs to; revoked on sign-out. */
  sid: string;
}
