/**
 * `npm start`: build the web app and the server bundle when missing or stale, then run the
 * server in this same process (one process serves the PWA and the API, docs/api.md).
 */
import path from 'node:path';
import { ensureBuild } from './build/ensure-build.mjs';

try {
  ensureBuild({ distDir: path.resolve(process.env.WEB_ROOT ?? 'dist') });
} catch (error) {
  console.error(error instanceof Error ? error.message : error, 'Not starting.');
  process.exit(1);
}

await import('../server/dist/start.mjs');
