/**
 * Vitest global setup: builds the practice problems from content/problems/ (scripts/content/
 * build-problems.mjs; a no-op when nothing changed), so the Node problem bank reads expected
 * values computed from the current files.
 */
import { spawnSync } from 'node:child_process';

export default function setup(): void {
  const result = spawnSync(process.execPath, ['scripts/content/build-problems.mjs'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The practice problems do not build (see above).');
}
