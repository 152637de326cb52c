/**
 * Plan benchmarks (issue 28):
 * - plan computation: everything the Plan screen computes on each change (the evidence index, the
 *   role recommendations over every profile, the plan) for a learner with a long history (every
 *   problem submitted, failed and passed; every lesson completed; an interview per topic; a
 *   résumé with five jobs), aimed at the profile with the most skills. p50 / p95 over
 *   PLAN_ITERATIONS computations after a warm-up, in Node, PLAN_RUNS times;
 * - the Plan route's JavaScript before any engine: every script response of a cold load of
 *   /dashboard/plan (service workers blocked), gzipped at level 9, and its own share: what it
 *   fetches beyond the app shell every signed-in screen loads (a cold load of Upgrade).
 * Budgets (docs/benchmarks.md): p95 <= 50 ms, route JS <= 60 KB gzipped.
 */
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { register } from 'tsx/esm/api';
import { describeMachine } from './lib/describe-machine.mjs';
import { openSignedInContext } from './lib/open-signed-in-context.mjs';
import { pickPercentile } from './lib/pick-percentile.mjs';
import { signUpBenchLearner } from './lib/sign-up-bench-learner.mjs';
import { startBrowserBench } from './lib/start-browser-bench.mjs';

register();
const RUNS = Number(process.env.PLAN_RUNS ?? 5);
const ITERATIONS = Number(process.env.PLAN_ITERATIONS ?? 200);
const WARM_UP = 20;
const ENGINE_PATTERN =
  /\/engines\/|\/assets\/[^/]*(monaco|editor\.worker|sql-wasm|pyodide|codicon|pglite|initdb)[^/]*$/;

const load = (file) => import(new URL(`../../common/plan/${file}`, import.meta.url).href);
const { buildPlan } = await load('build-plan.ts');
const { collectSkillEvidence } = await load('collect-skill-evidence.ts');
const { indexSkillContent } = await load('index-skill-content.ts');
const { PLAN_CATALOG } = await load('plan-catalog.ts');
const { readPlanTarget } = await load('read-plan-target.ts');
const { recommendRoles } = await load('recommend-roles.ts');
const { ROLE_PROFILES } = await load('role-profiles.ts');

function longHistory() {
  const day = (n) => new Date(Date.UTC(2026, 8, 1) + n * 86_400_000).toISOString();
  const submits = PLAN_CATALOG.problems.flatMap((problem, i) => [
    { id: `f${i}`, problemId: problem.id, at: day(i % 80), passed: false, hintUsed: false },
    { id: `h${i}`, problemId: problem.id, at: day((i % 80) + 1), passed: true, hintUsed: true },
    {
      id: `p${i}`,
      problemId: problem.id,
      at: day((i % 80) + 2),
      passed: i % 3 !== 0,
      hintUsed: false,
    },
  ]);
  const content = indexSkillContent(PLAN_CATALOG);
  const lessons = [...content.lessonTitles.keys()].map((lessonId, i) => ({
    lessonId,
    completedAt: day(i % 85),
  }));
  const interviews = PLAN_CATALOG.interviewTopics.map((topic, i) => ({
    sessionId: `s${i}`,
    topicId: topic.id,
    endedAt: day(60 + i),
    percent: 40 + i * 7,
  }));
  const item = (i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    version: 1,
    parse_meta: {},
  });
  const resume = {
    resume_id: item(1).id,
    learner_name: 'Bench Learner',
    role: 'Data Engineer',
    summary:
      'Data engineer building batch and streaming pipelines on AWS with Python, SQL and Spark.',
    skills: ['Python', 'SQL', 'Spark', 'Airflow', 'dbt', 'Kafka', 'Docker', 'Terraform'].map(
      (skill_name, i) => ({
        ...item(10 + i),
        skill_name,
        skill_level: null,
        skill_description: '',
      }),
    ),
    employment_history: [0, 1, 2, 3, 4].map((i) => ({
      ...item(20 + i),
      company_name: `Company ${i}`,
      title: 'Data Engineer',
      start_date: `${2016 + i * 2}-01`,
      end_date: i === 4 ? 'present' : `${2018 + i * 2}-01`,
      description:
        '• Built Airflow DAGs loading 40 tables into Snowflake\n• Wrote Spark jobs in Python\n• Kept dbt models tested',
      location: '',
    })),
    education_history: [],
  };
  return { evidence: { submits, lessons, interviews }, resume, content };
}

async function measureComputation() {
  const { evidence, resume, content } = longHistory();
  const profile = [...ROLE_PROFILES].sort(
    (a, b) => b.required.length + b.preferred.length - (a.required.length + a.preferred.length),
  )[0];
  const settings = {
    targetKind: 'profile',
    targetId: profile.id,
    hoursPerWeek: 3,
    startDate: '2026-09-01',
    targetDate: '2027-03-01',
  };
  const compute = () => {
    const index = collectSkillEvidence(evidence, resume, '2026-11-27', content);
    recommendRoles(ROLE_PROFILES, index);
    return buildPlan({
      today: '2026-11-27',
      settings,
      target: readPlanTarget(settings, ROLE_PROFILES, []),
      evidence,
      resume,
      ticks: {},
      catalog: PLAN_CATALOG,
      content,
    });
  };
  for (let i = 0; i < WARM_UP; i += 1) compute();
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const times = [];
    for (let i = 0; i < ITERATIONS; i += 1) {
      const start = performance.now();
      compute();
      times.push(performance.now() - start);
    }
    runs.push({ p50: pickPercentile(times, 50, 2), p95: pickPercentile(times, 95, 2) });
  }
  return { profile: profile.id, submits: evidence.submits.length, runs };
}

/** Gzipped bytes of each non-engine script a cold load of `route` fetches. */
async function coldScripts(browser, server, session, route, ready) {
  const context = await openSignedInContext(browser, server, session);
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    if (ENGINE_PATTERN.test(new URL(response.url()).pathname)) return;
    try {
      scripts.set(
        new URL(response.url()).pathname,
        gzipSync(await response.body(), { level: 9 }).byteLength,
      );
    } catch {
      // bodies of redirected or aborted responses are not available
    }
  });
  await page.goto(route);
  await ready(page).waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  return scripts;
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const sum = (map) => [...map.values()].reduce((a, b) => a + b, 0);

/**
 * The whole cold load, and the Plan's own share: what it fetches beyond the app every signed-in
 * screen loads (measured on the smallest one, Upgrade).
 */
async function measureRouteJs() {
  const { server, browser, stop } = await startBrowserBench({ name: 'plan' });
  try {
    const session = await signUpBenchLearner(server, `bench-plan-${Date.now()}@nyra.test`);
    const plan = await coldScripts(browser, server, session, '/dashboard/plan', (page) =>
      page.getByRole('heading', { level: 2, name: 'Roles that fit you' }),
    );
    const base = await coldScripts(browser, server, session, '/dashboard/upgrade', (page) =>
      page.getByRole('heading', { level: 1 }),
    );
    const own = new Map([...plan].filter(([path]) => !base.has(path)));
    return {
      planRouteJsGzipKb: kb(sum(plan)),
      signedInAppJsGzipKb: kb(sum(base)),
      planOwnJsGzipKb: kb(sum(own)),
      planOwnScripts: Object.fromEntries([...own].map(([path, bytes]) => [path, kb(bytes)])),
    };
  } finally {
    await stop();
  }
}

console.log(describeMachine());
const computation = await measureComputation();
const spread = (key) => {
  const values = computation.runs.map((run) => run[key]).sort((a, b) => a - b);
  return `${values[0]} / ${values[Math.floor(values.length / 2)]} / ${values.at(-1)} ms`;
};
console.log(
  JSON.stringify(
    {
      planComputation: {
        target: computation.profile,
        submits: computation.submits,
        iterationsPerRun: ITERATIONS,
        runs: computation.runs,
        p50MinMedianMax: spread('p50'),
        p95MinMedianMax: spread('p95'),
      },
      ...(await measureRouteJs()),
    },
    null,
    2,
  ),
);
