import type { AuthContext } from './auth-context.ts';
import { hashWithKey } from './hash-with-key.ts';

/**
 * The stored form of a sign-in code: HMAC with the server's code key, bound to the e-mail. A
 * leaked table cannot be brute-forced (only a million codes exist) without the key.
 */
export function hashSignInCode(auth: AuthContext, email: string, code: string): string {
  return hashWithKey(auth.keys.code, `${email}\n${code}`);
}
