/**
 * Vitest global setup: builds the practice problems from content/problems/ (scripts/content/
 * build-problems.mjs; a no-op when nothing changed) and the capstones and datasets
 * (build-capstones.mjs), so the Node problem and capstone banks read expected
 * values computed from the current files.
 */
import { spawnSync } from 'node:child_process';

export default function setup(): void {
  // Capstones after problems: milestone ids are checked against the practice problems.
  for (const script of ['build-problems.mjs', 'build-capstones.mjs']) {
    const result = spawnSync(process.execPath, [`scripts/content/${script}`], {
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`scripts/content/${script} failed (see above).`);
  }
}
