/**
 * Seeded fault runs of the sync engine at bench size (`npm run bench`): a learner typing a
 * resume's summary in bursts on one device while requests are lost, answers are lost after the
 * server applied them, requests hang and arrive late, and the tab reloads mid-request; then two
 * devices typing different fields. Each run must end with zero conflicts and the server equal to
 * what was typed (tests/api/sync-resume-fault.test.ts; `npm test` runs fewer seeds).
 * SYNC_RESUME_FAULT_RUNS sets the number of one-device seeds (default 100).
 */
import { spawnSync } from 'node:child_process';
import { describeMachine } from './lib/describe-machine.mjs';

const runs = Number(process.env.SYNC_RESUME_FAULT_RUNS ?? 100);
console.log(describeMachine());
const started = performance.now();
const result = spawnSync(
  'npx',
  ['vitest', 'run', 'tests/api/sync-resume-fault.test.ts', '--reporter=verbose'],
  { stdio: 'inherit', env: { ...process.env, SYNC_RESUME_FAULT_RUNS: String(runs) } },
);
const seconds = ((performance.now() - started) / 1000).toFixed(0);
const twoDeviceRuns = Math.max(5, Math.floor(runs / 4));
console.log(
  result.status === 0
    ? `sync faults: ${runs} one-device seeds and ${twoDeviceRuns} two-device seeds, 0 false conflicts, 0 lost edits (${seconds} s)`
    : `sync faults: FAILED (see the seed above; ${seconds} s)`,
);
process.exit(result.status ?? 1);
