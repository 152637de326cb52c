import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CERTIFICATE_KEY_FILE_NAME,
  resolveCertificateSigningKey,
} from './resolve-certificate-signing-key.ts';

describe('resolveCertificateSigningKey', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'nyra-cert-key-'));
  });
  afterEach(async () => rm(dataDir, { recursive: true, force: true }));

  it('uses CERTIFICATE_SIGNING_KEY when set and writes nothing', async () => {
    const seed = Buffer.alloc(32, 9);
    const key = await resolveCertificateSigningKey({
      signingKey: seed.toString('base64url'),
      dataDir,
    });
    expect(Buffer.from(key)).toEqual(seed);
    await expect(stat(path.join(dataDir, CERTIFICATE_KEY_FILE_NAME))).rejects.toThrow();
  });

  it('generates a key once into DATA_DIR (owner-only) and reuses it after a restart', async () => {
    const first = await resolveCertificateSigningKey({ dataDir });
    expect(first).toHaveLength(32);
    const file = path.join(dataDir, CERTIFICATE_KEY_FILE_NAME);
    expect((await readFile(file, 'utf8')).trim()).toBe(Buffer.from(first).toString('base64url'));
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await resolveCertificateSigningKey({ dataDir })).toEqual(first);
  });

  it('agrees on one key when several processes start at once', async () => {
    const keys = await Promise.all(
      Array.from({ length: 8 }, () => resolveCertificateSigningKey({ dataDir })),
    );
    expect(new Set(keys.map((key) => Buffer.from(key).toString('hex'))).size).toBe(1);
  });

  it('refuses a key file that is not a 32-byte seed', async () => {
    await writeFile(path.join(dataDir, CERTIFICATE_KEY_FILE_NAME), 'not-a-key\n');
    await expect(resolveCertificateSigningKey({ dataDir })).rejects.toThrow(/32 bytes/);
  });
});
