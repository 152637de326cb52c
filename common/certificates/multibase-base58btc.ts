/**
 * Multibase base58btc (`z` prefix, Bitcoin alphabet) for proof values and Multikey public keys.
 * Written here because no installed package offers base58 (no multiformats, bs58 or
 * @scure/base in the dependency tree); it is encoding, not cryptography.
 */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const INDEX = new Map([...ALPHABET].map((char, index) => [char, index]));

export function encodeBase58btc(bytes: Uint8Array): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros += 1;
  const digits: number[] = [];
  for (let i = zeros; i < bytes.length; i += 1) {
    let carry = bytes[i]!;
    for (let j = 0; j < digits.length; j += 1) {
      carry += digits[j]! * 256;
      digits[j] = carry % 58;
      carry = Math.floor(carry / 58);
    }
    while (carry > 0) {
      digits.push(carry % 58);
      carry = Math.floor(carry / 58);
    }
  }
  return (
    'z' +
    '1'.repeat(zeros) +
    digits
      .reverse()
      .map((digit) => ALPHABET[digit])
      .join('')
  );
}

/** Null when the text is not multibase base58btc. */
export function decodeBase58btc(text: string): Uint8Array | null {
  if (!text.startsWith('z')) return null;
  const body = text.slice(1);
  let zeros = 0;
  while (zeros < body.length && body[zeros] === '1') zeros += 1;
  const bytes: number[] = [];
  for (let i = zeros; i < body.length; i += 1) {
    const value = INDEX.get(body[i]!);
    if (value === undefined) return null;
    let carry = value;
    for (let j = 0; j < bytes.length; j += 1) {
      carry += bytes[j]! * 58;
      bytes[j] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes.reverse()]);
}
