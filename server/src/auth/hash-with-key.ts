import { createHmac, timingSafeEqual } from 'node:crypto';

/** Keyed hash (HMAC-SHA-256, base64url) of a code or token: what the database stores. */
export function hashWithKey(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}

/** Constant-time comparison of two hashes from `hashWithKey`. */
export function hashesMatch(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
