/**
 * Derives one independent key per purpose from the server secret, so a JWT signature can never
 * double as a code hash or a refresh-token hash.
 */
import { createHmac } from 'node:crypto';

export interface AuthKeys {
  /** HS256 signing key for access tokens. */
  jwt: Uint8Array;
  /** HMAC key for sign-in code hashes. */
  code: Buffer;
  /** HMAC key for refresh-token hashes. */
  refresh: Buffer;
  /** HMAC key for the reminder e-mails' unsubscribe tokens. */
  unsubscribe: Buffer;
}

function derive(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`nyra/${purpose}/v1`).digest();
}

export function deriveAuthKeys(secret: string): AuthKeys {
  return {
    jwt: new Uint8Array(derive(secret, 'jwt')),
    code: derive(secret, 'sign-in-code'),
    refresh: derive(secret, 'refresh-token'),
    unsubscribe: derive(secret, 'reminder-unsubscribe'),
  };
}
