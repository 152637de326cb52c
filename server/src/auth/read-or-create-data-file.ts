/**
 * A secret generated once into DATA_DIR and then reused: read the file, or create it atomically
 * (write a temporary file, then hard-link it into place, which fails if another process won the
 * race), so several processes sharing a DATA_DIR end up with the same content. Used for the JWT
 * secret and the certificate signing key.
 */
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export async function readOrCreateDataFile(options: {
  dataDir: string;
  fileName: string;
  /** The new file's content (a fresh secret); called only when the file does not exist. */
  generate: () => string;
  /** What the file holds, for the start-up log line. */
  label: string;
}): Promise<string> {
  const dir = path.resolve(options.dataDir);
  const file = path.join(dir, options.fileName);
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dir, { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, options.generate() + '\n', { mode: 0o600 });
  try {
    await link(temp, file);
    console.log(`Generated a new ${options.label} in ${file}.`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temp).catch(() => {});
  }
  return (await readFile(file, 'utf8')).trim();
}
