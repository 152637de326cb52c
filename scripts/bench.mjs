/**
 * `npm run bench`: runs every benchmark script that exists and prints their figures. Figures are
 * recorded by hand in docs/benchmarks.md with the machine they were taken on; budgets are
 * checked there, never as timed assertions in `npm test`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureBuild } from './ensure-build.mjs';

ensureBuild();
const BENCHES = [
  'scripts/bench-foundation.mjs',
  'scripts/bench-lighthouse.mjs',
  'scripts/bench-practice.mjs',
  'scripts/bench-practice-python.mjs',
  'scripts/bench-practice-submit.mjs',
  'scripts/bench-practice-postgres.mjs',
  'scripts/bench-practice-duckdb.mjs',
  'scripts/bench-courses.mjs',
  'scripts/bench-sync.mjs',
  'scripts/bench-sync-faults.mjs',
  'scripts/bench-resumes.mjs',
  'scripts/bench-ocr.mjs',
  'scripts/bench-parse-responsiveness.mjs',
  'scripts/bench-resume-export.mjs',
  'scripts/bench-role-analysis.mjs',
  'scripts/bench-plan.mjs',
  'scripts/bench-jobs.mjs',
  'scripts/bench-resume-editor.mjs',
  'scripts/bench-fuzz.mjs',
  'scripts/bench-load.mjs',
  'scripts/bench-crash.mjs',
  'scripts/bench-scale-out.mjs',
];
let failed = false;
for (const script of BENCHES) {
  if (!existsSync(script)) continue;
  console.log(`\n▶ ${script}`);
  const result = spawnSync(process.execPath, [script], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
