/**
 * The certificate signing key (an Ed25519 seed, 32 bytes): CERTIFICATE_SIGNING_KEY when set,
 * otherwise one generated on first start into DATA_DIR/certificate-signing-key, exactly like the
 * JWT secret, so every process sharing DATA_DIR signs with ONE key and certificates stay
 * verifiable across restarts. Losing the key makes every issued certificate "Signed by an unknown
 * key": back it up with the database.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { readOrCreateDataFile } from '@/server/src/auth/read-or-create-data-file.ts';
import { decodeCertificateSigningKey } from './decode-certificate-signing-key.ts';

export const CERTIFICATE_KEY_FILE_NAME = 'certificate-signing-key';
const ED25519_SEED_BYTES = 32;

export async function resolveCertificateSigningKey(options: {
  /** CERTIFICATE_SIGNING_KEY, already validated by env.ts. */
  signingKey?: string | undefined;
  dataDir: string;
}): Promise<Uint8Array> {
  if (options.signingKey) return decodeCertificateSigningKey(options.signingKey)!;
  const text = await readOrCreateDataFile({
    dataDir: options.dataDir,
    fileName: CERTIFICATE_KEY_FILE_NAME,
    generate: () => randomBytes(ED25519_SEED_BYTES).toString('base64url'),
    label: 'certificate signing key',
  });
  const seed = decodeCertificateSigningKey(text);
  if (!seed) {
    const file = path.join(path.resolve(options.dataDir), CERTIFICATE_KEY_FILE_NAME);
    throw new Error(`${file} does not hold a base64url Ed25519 seed of 32 bytes`);
  }
  return seed;
}
