/**
 * Machine codes of the auth errors (the `code` of the JSON error body), so the client can react
 * (e.g. offer "Resend code") without parsing messages.
 */
export const AUTH_ERROR_CODES = {
  /** The code is wrong; the message says how many tries remain. */
  codeIncorrect: 'code_incorrect',
  /** The code expired, was used, was replaced by a newer one, or never existed. */
  codeInvalid: 'code_invalid',
  /** Too many wrong tries for this code: a new code is needed. */
  codeExhausted: 'code_exhausted',
  /** Too many failed tries for this account in the last hour (429 with Retry-After). */
  accountLocked: 'account_locked',
  /** A code of the same kind is still outstanding and under a minute old (429 with Retry-After). */
  resendCooldown: 'resend_cooldown',
  /** This address was sent the hourly maximum of codes (429 with Retry-After). */
  emailRateLimited: 'email_rate_limited',
  /** Too many requests from this network address (429 with Retry-After). */
  rateLimited: 'rate_limited',
  /** No bearer token was sent. */
  unauthenticated: 'unauthenticated',
  /** The bearer token is malformed, tampered with, expired or its session was revoked. */
  tokenInvalid: 'token_invalid',
  /** The refresh token is unknown, expired, revoked or was replayed. */
  refreshInvalid: 'refresh_invalid',
} as const;

export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[keyof typeof AUTH_ERROR_CODES];
