/**
 * `npm run bench`: runs every benchmark script that exists and prints their figures. Figures are
 * recorded by hand in docs/benchmarks.md with the machine they were taken on; budgets are
 * checked there, never as timed assertions in `npm test`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureBuild } from '../build/ensure-build.mjs';

ensureBuild();
const BENCHES = [
  'scripts/bench/bench-foundation.mjs',
  'scripts/bench/bench-lighthouse.mjs',
  'scripts/bench/bench-practice.mjs',
  'scripts/bench/bench-practice-python.mjs',
  'scripts/bench/bench-practice-submit.mjs',
  'scripts/bench/bench-practice-postgres.mjs',
  'scripts/bench/bench-practice-duckdb.mjs',
  'scripts/bench/bench-courses.mjs',
  'scripts/bench/bench-sync.mjs',
  'scripts/bench/bench-sync-faults.mjs',
  'scripts/bench/bench-resumes.mjs',
  'scripts/bench/bench-ocr.mjs',
  'scripts/bench/bench-parse-responsiveness.mjs',
  'scripts/bench/bench-resume-export.mjs',
  'scripts/bench/bench-role-analysis.mjs',
  'scripts/bench/bench-plan.mjs',
  'scripts/bench/bench-jobs.mjs',
  'scripts/bench/bench-resume-editor.mjs',
  'scripts/bench/bench-fuzz.mjs',
  'scripts/bench/bench-load.mjs',
  'scripts/bench/bench-crash.mjs',
  'scripts/bench/bench-scale-out.mjs',
];
let failed = false;
for (const script of BENCHES) {
  if (!existsSync(script)) continue;
  console.log(`\n▶ ${script}`);
  const result = spawnSync(process.execPath, [script], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
