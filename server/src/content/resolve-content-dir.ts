/**
 * The top-level content/ folder, found from this module whether it runs from source
 * (server/src/content/) or from the bundle (server/dist/start.mjs), unless CONTENT_DIR names
 * another one (tests point it at a temporary copy).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Bundle first (server/dist/ → content/), then source (server/src/content/ → content/). */
const CANDIDATES = [
  new URL('../../content', import.meta.url),
  new URL('../../../content', import.meta.url),
];

export function resolveContentDir(configured?: string): string {
  if (configured) return path.resolve(configured);
  const found = CANDIDATES.map((url) => fileURLToPath(url)).find((dir) =>
    existsSync(path.join(dir, 'courses')),
  );
  if (!found) throw new Error('The content/ folder (content/courses/) was not found.');
  return found;
}
