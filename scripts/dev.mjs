/**
 * `npm run dev`: the API with reload (tsx watch) on port 8787 and the Vite dev server (which
 * proxies /api to it, see vite.config.ts), after building the practice problems. Ctrl-C stops
 * both.
 */
import { spawn, spawnSync } from 'node:child_process';

// The practice problems, capstones and datasets the client fetches (public/practice-content/,
// capstone-content/, dataset-content/); rerun after editing content/problems/, capstones/ or
// datasets/.
for (const script of ['build-problems.mjs', 'build-capstones.mjs']) {
  if (spawnSync(process.execPath, [`scripts/content/${script}`], { stdio: 'inherit' }).status) {
    process.exit(1);
  }
}

const API_PORT = '8787';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/src/start.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: API_PORT },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
