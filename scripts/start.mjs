/**
 * `npm start`: build the web app when dist/ is missing or stale, then run the server in this same
 * process (one process serves the PWA and the API, shared/CONTRACT.md).
 */
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { ensureBuild } from './ensure-build.mjs';

try {
  ensureBuild({ distDir: path.resolve(process.env.WEB_ROOT ?? 'dist') });
} catch (error) {
  console.error(error instanceof Error ? error.message : error, 'Not starting.');
  process.exit(1);
}

register();
await import('../server/src/start.ts');
