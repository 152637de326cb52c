/**
 * Builds what is missing or older than its sources (by content hash): the web app into dist/ and
 * the server bundle into server/dist/. Used by `npm start`, the test runner and the benchmarks.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  FINGERPRINT_FILE,
  SERVER_BUILD_INPUTS,
  WEB_BUILD_INPUTS,
  computeFingerprint,
  readStoredFingerprint,
} from './build-fingerprint.mjs';

function ensureTarget({ name, inputs, outDir, command, quiet }) {
  const fingerprint = computeFingerprint(inputs);
  if (readStoredFingerprint(outDir) === fingerprint) return false;
  if (!quiet) console.log(`Building the ${name} (missing or out of date)...`);
  const result = spawnSync(command[0], command.slice(1), {
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  if (result.status !== 0) throw new Error(`The ${name} build failed.`);
  writeFileSync(path.join(outDir, FINGERPRINT_FILE), fingerprint + '\n');
  return true;
}

export function ensureBuild({ distDir = path.resolve('dist'), quiet = false } = {}) {
  const web = ensureTarget({
    name: 'web app',
    inputs: WEB_BUILD_INPUTS,
    outDir: distDir,
    command: ['npm', 'run', '--silent', 'build:web'],
    quiet,
  });
  const server = ensureTarget({
    name: 'server',
    inputs: SERVER_BUILD_INPUTS,
    outDir: path.resolve('server/dist'),
    command: [process.execPath, 'scripts/build/build-server.mjs'],
    quiet,
  });
  return web || server;
}
