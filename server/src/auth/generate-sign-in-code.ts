import { randomInt } from 'node:crypto';
import { SIGN_IN_CODE_LENGTH } from '@/common/auth/auth-limits.ts';

/** A uniformly random 6-digit code from the CSPRNG (leading zeros included). */
export function generateSignInCode(): string {
  return randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)
    .toString()
    .padStart(SIGN_IN_CODE_LENGTH, '0');
}
