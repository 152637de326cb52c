import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveAuthKeys } from '../auth/derive-auth-keys.ts';
import { publicBaseUrl } from '../http/public-base-url.ts';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './reminder-unsubscribe-token.ts';

describe('reminder unsubscribe tokens', () => {
  const keys = deriveAuthKeys('a'.repeat(40));
  const userId = randomUUID();

  it('verifies its own token and names the user', () => {
    expect(
      verifyUnsubscribeToken(keys.unsubscribe, signUnsubscribeToken(keys.unsubscribe, userId)),
    ).toBe(userId);
  });

  it('refuses another secret, another user, a changed signature and garbage', () => {
    const token = signUnsubscribeToken(keys.unsubscribe, userId);
    const [, signature] = token.split('.') as [string, string];
    const otherKeys = deriveAuthKeys('b'.repeat(40));
    expect(verifyUnsubscribeToken(otherKeys.unsubscribe, token)).toBeNull();
    // Keyed for this purpose only: the refresh-token key does not make one.
    expect(verifyUnsubscribeToken(keys.refresh, token)).toBeNull();
    expect(verifyUnsubscribeToken(keys.unsubscribe, `${randomUUID()}.${signature}`)).toBeNull();
    for (const bad of [
      '',
      '.',
      userId,
      `${userId}.`,
      `${userId}.${signature}=`,
      `x.${signature}`,
    ]) {
      expect(verifyUnsubscribeToken(keys.unsubscribe, bad), bad).toBeNull();
    }
  });
});

describe('publicBaseUrl', () => {
  it('prefers PUBLIC_URL, without a trailing slash', () => {
    expect(publicBaseUrl({ PUBLIC_URL: 'https://nyra.example/', HOST: '0.0.0.0', PORT: 80 })).toBe(
      'https://nyra.example',
    );
  });

  it('falls back to the listening address, a wildcard host read as this machine', () => {
    expect(publicBaseUrl({ PUBLIC_URL: undefined, HOST: '127.0.0.1', PORT: 8080 })).toBe(
      'http://127.0.0.1:8080',
    );
    expect(publicBaseUrl({ PUBLIC_URL: undefined, HOST: '0.0.0.0', PORT: 3000 })).toBe(
      'http://localhost:3000',
    );
    expect(publicBaseUrl({ PUBLIC_URL: undefined, HOST: '::1', PORT: 3000 })).toBe(
      'http://[::1]:3000',
    );
  });
});
