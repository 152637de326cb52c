/**
 * The route fuzz (tests/api/route-fuzz.test.ts) at bench strength: FUZZ_RUNS=1000 cases per route
 * (npm test runs 60), seeded by FUZZ_SEED (a fixed default, so a failure can be replayed).
 * Prints Vitest's report and the wall time; fails when any case fails.
 */
import { spawnSync } from 'node:child_process';
import { describeMachine } from './lib/describe-machine.mjs';

const runs = process.env.FUZZ_RUNS ?? '1000';
console.log(describeMachine());
const started = performance.now();
const result = spawnSync(
  process.execPath,
  ['node_modules/vitest/vitest.mjs', 'run', 'tests/api/route-fuzz.test.ts'],
  { stdio: 'inherit', env: { ...process.env, FUZZ_RUNS: runs } },
);
console.log(
  `route fuzz: ${runs} cases per route in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(result.status ?? 1);
