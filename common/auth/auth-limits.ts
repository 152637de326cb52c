/**
 * The numbers behind sign-in (following NIST SP 800-63B-4 and OWASP ASVS 5). Shared so
 * the client can show the same countdowns and lengths the server enforces.
 */

/** Digits in a sign-in code (product.md#constants: 6 characters, one per box). */
export const SIGN_IN_CODE_LENGTH = 6;
/** How long a sign-in code stays valid. */
export const SIGN_IN_CODE_TTL_S = 10 * 60;
/** Wrong tries after which a code is dead and a new one is needed. */
export const SIGN_IN_CODE_MAX_TRIES = 5;
/** Failed verifications per account (e-mail) in a sliding hour before verification answers 429. */
export const ACCOUNT_FAILED_TRIES_PER_HOUR = 20;
export const ACCOUNT_FAILURE_WINDOW_S = 60 * 60;
/**
 * While an unused, unexpired code of the same kind (Sign In or Sign Up) is outstanding for an
 * address, a new one is sent only once it is this many seconds old.
 */
export const RESEND_COOLDOWN_S = 60;
/**
 * Against mail flooding: codes sent per e-mail address, and per network (client IP), in a window
 * of SEND_CODE_WINDOW_S. Per-IP limits are multiplied by RATE_LIMIT_SCALE on the server (load
 * tests from one address); the per-address limit is not.
 */
export const SEND_CODE_PER_EMAIL_PER_HOUR = 5;
export const SEND_CODE_PER_IP_PER_HOUR = 60;
export const SEND_CODE_WINDOW_S = 60 * 60;
/** Verifications per network per 15 minutes. */
export const VERIFY_CODE_PER_IP_LIMIT = 60;
export const PER_IP_WINDOW_S = 15 * 60;
/** Lifetime of an access token (JWT). */
export const ACCESS_TOKEN_TTL_S = 15 * 60;
/** Absolute lifetime of a refresh-token family, counted from sign-in; rotation never extends it. */
export const REFRESH_FAMILY_TTL_S = 30 * 24 * 60 * 60;
/** After a rotation, the old refresh token is still accepted this long (a lost response). */
export const REFRESH_REUSE_GRACE_S = 10;
