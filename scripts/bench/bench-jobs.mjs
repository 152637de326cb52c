/**
 * Jobs board benchmark (issue 29), in Debian's Chromium against the production server: a learner
 * with JOBS_COUNT jobs (created through the sync endpoint, as devices would, each with a pasted
 * job description) opens /dashboard/jobs in a fresh context; then moves a card MOVES times with
 * its "Move to…" menu. Per run: navigation → every card painted, and per move the time from the
 * change to the next frame after the card sits in its new column (measured in the page);
 * p50 / p95 of the moves. JOBS_RUNS runs, min / median / max. Budget (docs/benchmarks.md): a move
 * p95 <= 100 ms with 200 jobs.
 */
import { randomUUID } from 'node:crypto';
import { describeMachine } from './lib/describe-machine.mjs';
import { openSignedInContext } from './lib/open-signed-in-context.mjs';
import { pickPercentile } from './lib/pick-percentile.mjs';
import { signUpBenchLearner } from './lib/sign-up-bench-learner.mjs';
import { startBrowserBench } from './lib/start-browser-bench.mjs';

const JOBS_COUNT = Number(process.env.JOBS_COUNT ?? 200);
const RUNS = Number(process.env.JOBS_RUNS ?? 5);
const MOVES = Number(process.env.JOBS_MOVES ?? 20);
const STAGES = ['saved', 'applied', 'interviewing', 'offer', 'closed'];
const SYNC_BATCH = 100;
const DESCRIPTION =
  'Requirements:\n- 3+ years with Python and SQL\n- Airflow or Dagster\n- dbt and Snowflake, BigQuery or Redshift\nNice to have:\n- Kafka, Terraform';

function jobMutation(index) {
  return {
    id: randomUUID(),
    client_id: 'bench-jobs',
    seq: index,
    doc_type: 'job-application',
    doc_id: randomUUID(),
    op: 'save',
    base_version: 0,
    payload: {
      company: `Company ${index}`,
      title: `Data Engineer ${index}`,
      link: '',
      location: 'Remote',
      salary: '',
      description: DESCRIPTION,
      notes: '',
      stage: STAGES[index % STAGES.length],
      archived: false,
      resumeId: '',
      coverLetter: '',
      createdAt: new Date(Date.UTC(2026, 10, 1) + index * 60_000).toISOString(),
    },
  };
}

async function seedJobs(server, session) {
  const mutations = Array.from({ length: JOBS_COUNT }, (_, i) => jobMutation(i));
  for (let i = 0; i < mutations.length; i += SYNC_BATCH) {
    const response = await fetch(`${server.url}/api/sync/mutations/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${session.access_token}`,
      },
      body: JSON.stringify({ mutations: mutations.slice(i, i + SYNC_BATCH) }),
    });
    const body = await response.json();
    if (!response.ok || body.results.some((r) => r.status !== 'applied')) {
      throw new Error(
        `seeding jobs failed: ${response.status} ${JSON.stringify(body).slice(0, 300)}`,
      );
    }
  }
}

/** In the page: move one card from its column to the next with its menu; ms to the next frame. */
function moveOneCard() {
  const select = document.querySelector('section[data-stage] li[data-job-id] select');
  const card = select.closest('li[data-job-id]');
  const id = card.getAttribute('data-job-id');
  const from = card.closest('section[data-stage]').getAttribute('data-stage');
  const stages = ['saved', 'applied', 'interviewing', 'offer', 'closed'];
  const to = stages[(stages.indexOf(from) + 1) % stages.length];
  return new Promise((resolve) => {
    const start = performance.now();
    const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set;
    setter.call(select, to);
    select.dispatchEvent(new Event('change', { bubbles: true }));
    const check = () => {
      const moved = document.querySelector(`section[data-stage="${to}"] li[data-job-id="${id}"]`);
      if (moved) requestAnimationFrame(() => resolve(performance.now() - start));
      else requestAnimationFrame(check);
    };
    check();
  });
}

const { server, browser, stop } = await startBrowserBench({ name: 'jobs' });
const runs = [];
try {
  const session = await signUpBenchLearner(server, `bench-jobs-${Date.now()}@nyra.test`);
  await seedJobs(server, session);
  for (let run = 0; run < RUNS; run += 1) {
    const context = await openSignedInContext(browser, server, session);
    const page = await context.newPage();
    const started = Date.now();
    await page.goto('/dashboard/jobs');
    await page.waitForFunction(
      (count) => document.querySelectorAll('li[data-job-id]').length >= count,
      JOBS_COUNT,
      { timeout: 120_000 },
    );
    const boardMs = Date.now() - started;
    const moves = [];
    for (let i = 0; i < MOVES; i += 1) moves.push(await page.evaluate(moveOneCard));
    runs.push({
      boardMs,
      moveP50Ms: pickPercentile(moves, 50, 1),
      moveP95Ms: pickPercentile(moves, 95, 1),
    });
    await context.close();
  }
} finally {
  await stop();
}
const spread = (key) => {
  const values = runs.map((r) => r[key]).sort((a, b) => a - b);
  return `${values[0]} / ${values[Math.floor(values.length / 2)]} / ${values.at(-1)}`;
};
console.log(describeMachine());
console.log(
  JSON.stringify(
    {
      jobs: JOBS_COUNT,
      movesPerRun: MOVES,
      runs,
      boardMsMinMedianMax: spread('boardMs'),
      moveP95MsMinMedianMax: spread('moveP95Ms'),
    },
    null,
    2,
  ),
);
