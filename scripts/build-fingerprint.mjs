/**
 * A content hash of everything the web build depends on. `npm start` rebuilds when the hash
 * stored in dist/ differs, so a fresh clone or a changed source never serves a stale app.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const BUILD_INPUTS = [
  'src',
  'sw',
  'common',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'scripts/prerender.mjs',
];
export const FINGERPRINT_FILE = '.build-fingerprint';

function listFiles(entry) {
  if (!existsSync(entry)) return [];
  if (statSync(entry).isFile()) return [entry];
  return readdirSync(entry, { withFileTypes: true })
    .filter((dirent) => !dirent.name.endsWith('.test.ts') && !dirent.name.endsWith('.test.tsx'))
    .flatMap((dirent) => listFiles(path.join(entry, dirent.name)));
}

export function computeBuildFingerprint(root = process.cwd()) {
  const hash = createHash('sha256');
  for (const input of BUILD_INPUTS) {
    for (const file of listFiles(path.join(root, input)).sort()) {
      hash.update(path.relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

export function readStoredFingerprint(distDir) {
  const file = path.join(distDir, FINGERPRINT_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}
