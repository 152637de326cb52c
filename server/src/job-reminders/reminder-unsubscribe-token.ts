/**
 * The token of a reminder e-mail's unsubscribe link: `<user id>.<HMAC-SHA256 of
 * "reminder-unsubscribe:<user id>">`, keyed with the server secret's unsubscribe key
 * (derive-auth-keys.ts), so it is good for this one purpose only. It does not expire: an old
 * e-mail's link must still work. It proves who to unsubscribe and nothing else.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

const PURPOSE = 'reminder-unsubscribe';

function mac(key: Buffer, userId: string): Buffer {
  return createHmac('sha256', key).update(`${PURPOSE}:${userId}`).digest();
}

export function signUnsubscribeToken(key: Buffer, userId: string): string {
  return `${userId}.${mac(key, userId).toString('base64url')}`;
}

/** The user the token was made for, or null when it is not one of ours. */
export function verifyUnsubscribeToken(key: Buffer, token: string): string | null {
  const dot = token.indexOf('.');
  if (dot < 0) return null;
  const userId = token.slice(0, dot).toLowerCase();
  if (!z.uuid().safeParse(userId).success) return null;
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(key, userId).toString('base64url'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
