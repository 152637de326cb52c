/**
 * Bundles the server (server/src/start.ts and what it imports from server/ and common/) into one
 * ES module, server/dist/start.mjs, with npm packages left external. Starting from one plain JS
 * file instead of transpiling TypeScript at start-up keeps start-to-healthy within budget.
 */
import { build } from 'esbuild';

await build({
  entryPoints: ['server/src/start.ts'],
  outfile: 'server/dist/start.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
});
