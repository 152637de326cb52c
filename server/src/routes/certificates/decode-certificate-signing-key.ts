/** A base64url Ed25519 seed (32 bytes, 43 characters) as bytes, or null when it is not one. */
const SEED_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const ED25519_SEED_BYTES = 32;

export function decodeCertificateSigningKey(text: string): Uint8Array | null {
  if (!SEED_PATTERN.test(text)) return null;
  const bytes = new Uint8Array(Buffer.from(text, 'base64url'));
  return bytes.length === ED25519_SEED_BYTES ? bytes : null;
}
