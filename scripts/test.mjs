/**
 * `npm test`: typecheck, lint (ESLint + Prettier), unit and API integration tests (Vitest), then
 * end-to-end tests in headless Chromium against the production build. Fails if any step fails.
 *
 * Typecheck, lint and the production build that the end-to-end tests need are each one mostly
 * single-threaded process, so they run side by side (their output is printed whole, one step
 * after the other, as each ends); on a 2-core machine that roughly halves their share of the run.
 * Vitest and Playwright use every core themselves and run one after the other.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function seconds(startedMs) {
  return ((Date.now() - startedMs) / 1000).toFixed(1);
}

function run(label, command, args) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed after ${seconds(started)} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${seconds(started)} s)`);
}

/** Runs the steps at once, prints each one's output whole when it ends; exits if any failed. */
async function runTogether(steps) {
  console.log(`\n▶ ${steps.map((step) => step.label).join(', ')} (side by side)`);
  const results = await Promise.all(
    steps.map(
      ({ label, command, args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, {
            stdio: ['ignore', 'pipe', 'pipe'],
            env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
          });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
          child.on('close', (code) => {
            const text = Buffer.concat(output).toString();
            if (text.trim()) process.stdout.write(`\n── ${label} ──\n${text}`);
            const ok = code === 0;
            const line = `${ok ? '✔' : '✖'} ${label} ${ok ? '' : 'failed '}(${seconds(started)} s)`;
            (ok ? console.log : console.error)(line);
            resolve({ ok, code });
          });
        }),
    ),
  );
  const failed = results.find((result) => !result.ok);
  if (failed) process.exit(failed.code || 1);
}

if (!existsSync(CHROMIUM_PATH)) {
  console.error(
    `No Chromium at ${CHROMIUM_PATH}: install it with "sudo apt-get install -y chromium" (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}

await runTogether([
  { label: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { label: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
  {
    label: 'production build for the end-to-end tests',
    command: process.execPath,
    args: ['-e', "import('./scripts/build/ensure-build.mjs').then((m) => m.ensureBuild())"],
  },
]);
run('unit and API integration tests', 'npx', ['vitest', 'run']);
run('end-to-end tests (Chromium)', 'npx', ['playwright', 'test']);
