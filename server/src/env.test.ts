import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

describe('loadEnv: the optional language model for role analysis', () => {
  it('accepts an http(s) LLM_BASE_URL and leaves it unset when empty', () => {
    expect(loadEnv({ LLM_BASE_URL: ' http://127.0.0.1:11434/v1 ' }).LLM_BASE_URL).toBe(
      'http://127.0.0.1:11434/v1',
    );
    expect(loadEnv({ LLM_BASE_URL: '' }).LLM_BASE_URL).toBeUndefined();
  });

  it('refuses a value that is not an http(s) URL, naming the variable', () => {
    expect(() => loadEnv({ LLM_BASE_URL: 'localhost:11434' })).toThrow(/LLM_BASE_URL/);
    expect(() => loadEnv({ LLM_BASE_URL: 'file:///etc/passwd' })).toThrow(/LLM_BASE_URL/);
  });
});

describe('loadEnv: the certificate signing key', () => {
  it('accepts a base64url 32-byte seed and leaves it unset when empty', () => {
    const seed = Buffer.alloc(32, 7).toString('base64url');
    expect(loadEnv({ CERTIFICATE_SIGNING_KEY: seed }).CERTIFICATE_SIGNING_KEY).toBe(seed);
    expect(loadEnv({ CERTIFICATE_SIGNING_KEY: ' ' }).CERTIFICATE_SIGNING_KEY).toBeUndefined();
  });

  it('refuses anything else in one readable line', () => {
    for (const bad of ['short', Buffer.alloc(31).toString('base64url'), '+'.repeat(43)]) {
      expect(() => loadEnv({ CERTIFICATE_SIGNING_KEY: bad })).toThrow(
        'CERTIFICATE_SIGNING_KEY: CERTIFICATE_SIGNING_KEY must be a base64url Ed25519 seed of 32 bytes (43 characters)',
      );
    }
  });
});
