/**
 * `npm start`: build the web app when dist/ is missing or stale, then run the server in this same
 * process (one process serves the PWA and the API, shared/CONTRACT.md).
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import {
  FINGERPRINT_FILE,
  computeBuildFingerprint,
  readStoredFingerprint,
} from './build-fingerprint.mjs';

const distDir = path.resolve(process.env.WEB_ROOT ?? 'dist');
const fingerprint = computeBuildFingerprint();
if (readStoredFingerprint(distDir) !== fingerprint) {
  console.log('Building the web app (missing or out of date)...');
  const result = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The web build failed; not starting.');
    process.exit(result.status ?? 1);
  }
  writeFileSync(path.join(distDir, FINGERPRINT_FILE), fingerprint + '\n');
}

register();
await import('../server/src/start.ts');
