/**
 * Everything the auth code needs, built once per app by `createApp` and placed on every API
 * request's context (`c.get('auth')`), so `requireUser` works in any route module without being
 * handed dependencies.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/open-database.ts';
import type { Env } from '../env.ts';
import type { Mailer } from '../mail/create-mailer.ts';
import type { AccessTokenClaims } from './access-token-claims.ts';
import { deriveAuthKeys, type AuthKeys } from './derive-auth-keys.ts';

/** An access token whose signature and claims were checked (see verify-access-token.ts). */
export interface VerifiedToken {
  claims: AccessTokenClaims;
  /** NumericDate (seconds) claims, re-checked against the clock on every use. */
  exp: number;
  nbf: number | undefined;
}

export interface AuthContext {
  db: Db;
  env: Env;
  /** The injected clock: every expiry and window is measured against it. */
  now: () => Date;
  keys: AuthKeys;
  mailer: Mailer;
  /** Per-process memo of verified access tokens, by token string; bounded by its user. */
  verifiedTokens: Map<string, VerifiedToken>;
}

declare module 'hono' {
  interface ContextVariableMap {
    auth: AuthContext;
  }
}

export interface CreateAuthContextOptions {
  db: Db;
  env: Env;
  now: () => Date;
  mailer: Mailer;
  /** From `resolveJwtSecret`; without one (tests, tools) a random per-process secret is used. */
  secret?: string | undefined;
}

export function createAuthContext(options: CreateAuthContextOptions): AuthContext {
  const secret = options.secret ?? options.env.JWT_SECRET ?? randomBytes(48).toString('base64url');
  return {
    db: options.db,
    env: options.env,
    now: options.now,
    keys: deriveAuthKeys(secret),
    mailer: options.mailer,
    verifiedTokens: new Map(),
  };
}
