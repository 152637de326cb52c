/**
 * The signing secret: JWT_SECRET when set, otherwise one generated on first start and kept in
 * DATA_DIR/jwt-secret (docs/api.md, Environment variables), so sessions survive restarts.
 * Several processes that share a DATA_DIR agree on one secret: the file is created atomically
 * (write a temporary file, then hard-link it into place, which fails if another process won the
 * race). Processes on separate machines must set JWT_SECRET.
 */
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const JWT_SECRET_FILE_NAME = 'jwt-secret';
const GENERATED_SECRET_BYTES = 48;

export async function resolveJwtSecret(options: {
  jwtSecret?: string | undefined;
  dataDir: string;
}): Promise<string> {
  if (options.jwtSecret) return options.jwtSecret;
  const dir = path.resolve(options.dataDir);
  const file = path.join(dir, JWT_SECRET_FILE_NAME);
  try {
    return await readSecret(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dir, { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, randomBytes(GENERATED_SECRET_BYTES).toString('base64url') + '\n', {
    mode: 0o600,
  });
  try {
    await link(temp, file);
    console.log(`Generated a new signing secret in ${file}.`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temp).catch(() => {});
  }
  return readSecret(file);
}

async function readSecret(file: string): Promise<string> {
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters`);
  return secret;
}
