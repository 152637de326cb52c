/**
 * Builds the web app when dist/ is missing or older than its sources (by content hash), and
 * records the hash. Used by `npm start`, the test runner and the benchmarks.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  FINGERPRINT_FILE,
  computeBuildFingerprint,
  readStoredFingerprint,
} from './build-fingerprint.mjs';

export function ensureBuild({ distDir = path.resolve('dist'), quiet = false } = {}) {
  const fingerprint = computeBuildFingerprint();
  if (readStoredFingerprint(distDir) === fingerprint) return false;
  if (!quiet) console.log('Building the web app (missing or out of date)...');
  const result = spawnSync('npm', ['run', '--silent', 'build'], {
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  if (result.status !== 0) throw new Error('The web build failed.');
  writeFileSync(path.join(distDir, FINGERPRINT_FILE), fingerprint + '\n');
  return true;
}
