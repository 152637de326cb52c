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
