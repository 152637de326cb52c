/**
 * The Multikey form of an Ed25519 public key: `z` + base58btc(0xed 0x01 ‖ key), from the 32-byte
 * secret seed (signing side) or back to the raw key (verifying side).
 */
import { getPublicKeyAsync } from '@noble/ed25519';
import { decodeBase58btc, encodeBase58btc } from './multibase-base58btc.ts';

/** The multicodec prefix of an Ed25519 public key (0xed, as an unsigned varint). */
const ED25519_PUB_PREFIX = [0xed, 0x01] as const;
const ED25519_PUBLIC_KEY_BYTES = 32;

export async function derivePublicKeyMultibase(seed: Uint8Array): Promise<string> {
  const publicKey = await getPublicKeyAsync(seed);
  return encodeBase58btc(Uint8Array.from([...ED25519_PUB_PREFIX, ...publicKey]));
}

/** The raw 32-byte public key of a Multikey value, or null when it is not an Ed25519 Multikey. */
export function decodePublicKeyMultibase(multibase: string): Uint8Array | null {
  const bytes = decodeBase58btc(multibase);
  if (!bytes || bytes.length !== ED25519_PUB_PREFIX.length + ED25519_PUBLIC_KEY_BYTES) return null;
  if (bytes[0] !== ED25519_PUB_PREFIX[0] || bytes[1] !== ED25519_PUB_PREFIX[1]) return null;
  return bytes.slice(ED25519_PUB_PREFIX.length);
}
