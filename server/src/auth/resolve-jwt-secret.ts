/**
 * The signing secret: JWT_SECRET when set, otherwise one generated on first start and kept in
 * DATA_DIR/jwt-secret (docs/api.md, Environment variables), so sessions survive restarts.
 * Several processes that share a DATA_DIR agree on one secret (read-or-create-data-file.ts).
 * Processes on separate machines must set JWT_SECRET.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { readOrCreateDataFile } from './read-or-create-data-file.ts';

export const JWT_SECRET_FILE_NAME = 'jwt-secret';
const GENERATED_SECRET_BYTES = 48;

export async function resolveJwtSecret(options: {
  jwtSecret?: string | undefined;
  dataDir: string;
}): Promise<string> {
  if (options.jwtSecret) return options.jwtSecret;
  const secret = await readOrCreateDataFile({
    dataDir: options.dataDir,
    fileName: JWT_SECRET_FILE_NAME,
    generate: () => randomBytes(GENERATED_SECRET_BYTES).toString('base64url'),
    label: 'signing secret',
  });
  if (secret.length < 32) {
    const file = path.join(path.resolve(options.dataDir), JWT_SECRET_FILE_NAME);
    throw new Error(`${file} holds a secret shorter than 32 characters`);
  }
  return secret;
}
