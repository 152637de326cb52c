import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase58btc, encodeBase58btc } from './multibase-base58btc.ts';

describe('base58btc multibase', () => {
  it('matches known vectors', () => {
    expect(encodeBase58btc(new TextEncoder().encode('Hello World!'))).toBe('z2NEpo7TZRRrLZSi2U');
    expect(encodeBase58btc(Uint8Array.from([0, 0, 1]))).toBe('z112');
  });

  it('round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
        expect(decodeBase58btc(encodeBase58btc(bytes))).toEqual(bytes);
      }),
    );
  });

  it('refuses text that is not base58btc', () => {
    expect(decodeBase58btc('z0OIl')).toBeNull();
    expect(decodeBase58btc('m2NEpo7TZRRrLZSi2U')).toBeNull();
  });
});
