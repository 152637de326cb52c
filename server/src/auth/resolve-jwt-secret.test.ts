import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JWT_SECRET_FILE_NAME, resolveJwtSecret } from './resolve-jwt-secret.ts';

describe('resolveJwtSecret', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'nyra-secret-'));
  });
  afterEach(async () => rm(dataDir, { recursive: true, force: true }));

  it('uses JWT_SECRET when set and writes nothing', async () => {
    const secret = 'x'.repeat(40);
    expect(await resolveJwtSecret({ jwtSecret: secret, dataDir })).toBe(secret);
    await expect(stat(path.join(dataDir, JWT_SECRET_FILE_NAME))).rejects.toThrow();
  });

  it('generates a secret once into DATA_DIR (owner-only) and reuses it after a restart', async () => {
    const nested = path.join(dataDir, 'not-yet-created');
    const first = await resolveJwtSecret({ dataDir: nested });
    expect(first.length).toBeGreaterThanOrEqual(64);
    const file = path.join(nested, JWT_SECRET_FILE_NAME);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await resolveJwtSecret({ dataDir: nested })).toBe(first);
  });

  it('agrees on one secret when several processes start at once', async () => {
    const secrets = await Promise.all(
      Array.from({ length: 8 }, () => resolveJwtSecret({ dataDir })),
    );
    expect(new Set(secrets).size).toBe(1);
  });

  it('refuses a secret file that is too short', async () => {
    await writeFile(path.join(dataDir, JWT_SECRET_FILE_NAME), 'short\n');
    await expect(resolveJwtSecret({ dataDir })).rejects.toThrow(/shorter than 32/);
  });
});
