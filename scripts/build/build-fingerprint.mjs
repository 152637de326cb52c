/**
 * Content hashes of what each build depends on. `npm start` rebuilds a target when the hash it
 * stored differs, so a fresh clone or a changed source never serves a stale app or server.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const WEB_BUILD_INPUTS = [
  'src',
  'sw',
  'common',
  'public',
  'content/legal',
  'content/problems',
  'content/capstones',
  'content/datasets',
  'scripts/content/build-problems.mjs',
  'scripts/content/build-datasets.mjs',
  'scripts/content/build-capstones.mjs',
  'index.html',
  'vite.config.ts',
  'scripts/build/group-signed-in-shell.ts',
  'scripts/build/find-shell-members.ts',
  'scripts/build/stub-zod-json-schema.ts',
  'package-lock.json',
  'scripts/build/prerender.mjs',
];
export const SERVER_BUILD_INPUTS = [
  'server/src',
  'server/drizzle',
  'common',
  'package-lock.json',
  'scripts/build/build-server.mjs',
];
export const FINGERPRINT_FILE = '.build-fingerprint';
/** Written by the web build itself (scripts/content/build-*.mjs), so not inputs. */
const GENERATED = ['practice-content', 'capstone-content', 'dataset-content'].map((name) =>
  path.join('public', name),
);

function listFiles(entry) {
  if (!existsSync(entry) || GENERATED.some((dir) => entry.endsWith(dir))) return [];
  if (statSync(entry).isFile()) return [entry];
  return readdirSync(entry, { withFileTypes: true })
    .filter((dirent) => !/\.test\.tsx?$/.test(dirent.name))
    .flatMap((dirent) => listFiles(path.join(entry, dirent.name)));
}

export function computeFingerprint(inputs, root = process.cwd()) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of listFiles(path.join(root, input)).sort()) {
      hash.update(path.relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

export function readStoredFingerprint(outDir) {
  const file = path.join(outDir, FINGERPRINT_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}
