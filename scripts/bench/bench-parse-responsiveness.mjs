#!/usr/bin/env node
/**
 * Does the API stay responsive while résumés are parsed (issue 25)? Against the production server
 * (its job worker parses in the PDF worker thread, off the main thread): a learner's résumé list
 * (`GET /api/resume/`, authenticated, from the database) is asked every PROBE_EVERY_MS, first with
 * nothing to parse (IDLE_MS), then while UPLOADS résumés of the LaTeX corpus (real pdflatex PDFs,
 * tests/fixtures/resume-corpus-latex/dev) are uploaded at once and parsed. Per run: the probe's
 * p50 / p95 / max idle and while parsing, and the parse throughput. RUNS runs, min / median / max
 * of each p95 (docs/benchmarks.md). A responsive API answers the probe while parsing about as fast
 * as when idle.
 *
 *   node scripts/bench/bench-parse-responsiveness.mjs
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { describeMachine } from './lib/describe-machine.mjs';
import { pickPercentile } from './lib/pick-percentile.mjs';
import { pickSpread } from './lib/pick-spread.mjs';
import { signUpBenchLearner } from './lib/sign-up-bench-learner.mjs';
import { startBenchServer } from './lib/start-bench-server.mjs';

const RUNS = Number(process.env.PARSE_RUNS ?? 5);
const UPLOADS = Number(process.env.PARSE_UPLOADS ?? 30);
const PROBE_EVERY_MS = 20;
const IDLE_MS = 3000;
const PARSE_TIMEOUT_MS = 180_000;
const CORPUS = path.resolve('tests/fixtures/resume-corpus-latex/dev');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks the list every PROBE_EVERY_MS until `until()` says stop; the time of each answer. */
async function probe(server, token, until) {
  const times = [];
  let last = [];
  while (!(await until(last))) {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/resume/`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = await response.json();
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`list: ${response.status}`);
    last = body.results;
    await sleep(PROBE_EVERY_MS);
  }
  return times;
}

const stats = (times) => ({
  p50: pickPercentile(times, 50),
  p95: pickPercentile(times, 95),
  max: pickPercentile(times, 100),
});
const ms = (v) => `${v.toFixed(1)} ms`;

const files = (await readdir(CORPUS)).filter((name) => name.endsWith('.pdf')).sort();
const pdfs = await Promise.all(
  files.slice(0, UPLOADS).map((name) => readFile(path.join(CORPUS, name))),
);
console.log(describeMachine());
const server = await startBenchServer({ name: 'parse-responsiveness' });
const idleP95 = [];
const parsingP95 = [];
try {
  for (let run = 1; run <= RUNS; run += 1) {
    const session = await signUpBenchLearner(server, `bench-parse-${run}@nyra.test`);
    const token = session.access_token;
    const idleUntil = performance.now() + IDLE_MS;
    const idle = stats(await probe(server, token, async () => performance.now() > idleUntil));
    const started = performance.now();
    await Promise.all(
      pdfs.map(async (pdf, index) => {
        const form = new FormData();
        form.append('resume_file', new Blob([pdf], { type: 'application/pdf' }), `cv-${index}.pdf`);
        const response = await fetch(`${server.url}/api/resume/upload/`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
        if (response.status !== 201) throw new Error(`upload: ${response.status}`);
      }),
    );
    const parsing = stats(
      await probe(server, token, async (list) => {
        if (performance.now() - started > PARSE_TIMEOUT_MS) throw new Error('parse timed out');
        return list.length > pdfs.length && list.every((item) => item.status !== 'processing');
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    idleP95.push(idle.p95);
    parsingP95.push(parsing.p95);
    console.log(
      `run ${run}: list idle p50 ${ms(idle.p50)} p95 ${ms(idle.p95)} max ${ms(idle.max)}; while parsing ${pdfs.length} PDFs p50 ${ms(parsing.p50)} p95 ${ms(parsing.p95)} max ${ms(parsing.max)}; parsed in ${seconds.toFixed(1)} s (${(pdfs.length / seconds).toFixed(1)} résumés/s)`,
    );
  }
} finally {
  await server.stop();
}
const spread = (values) => {
  const { min, median, max } = pickSpread(values);
  return `${ms(min)} / ${ms(median)} / ${ms(max)}`;
};
console.log(`list p95 idle, ${RUNS} runs min / median / max: ${spread(idleP95)}`);
console.log(`list p95 while parsing, ${RUNS} runs min / median / max: ${spread(parsingP95)}`);
