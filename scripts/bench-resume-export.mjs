#!/usr/bin/env node
/**
 * Resume PDF export benchmark: the time from pressing "Download PDF" to the browser's
 * download, in headless Chromium against the production build (the layout runs in the export
 * worker with the embedded fonts), for a one-page and a three-page resume, ≥ 5 runs each after
 * one warm-up; p50/p95 against the budget p95 ≤ 1.5 s. Also prints the same export rendered in
 * Node (pdfmake's Node entry, the same layout code) for comparison.
 *
 *   node scripts/bench-resume-export.mjs [--runs N]
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import { openSignedInContext } from './open-signed-in-context.mjs';
import { pickPercentile } from './pick-percentile.mjs';
import { readCpuModel } from './read-cpu-model.mjs';
import { signUpBenchLearner } from './sign-up-bench-learner.mjs';
import { startBrowserBench } from './start-browser-bench.mjs';

const RUNS = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 10;
const BUDGET_P95_MS = 1500;

const { shortResume, longResume } = await tsImport(
  '../tests/support/sample-resumes.ts',
  import.meta.url,
);
const { toJsonResume } = await tsImport(
  '../common/resume/export/to-json-resume.ts',
  import.meta.url,
);
const { renderResumePdfInNode } = await tsImport(
  '../tests/support/render-resume-pdf-node.ts',
  import.meta.url,
);
const { readPdfText } = await tsImport('../tests/support/read-pdf-text.ts', import.meta.url);

function stats(times) {
  const at = (p) => pickPercentile(times, p);
  return { min: at(0), p50: at(50), p95: at(95), max: at(100) };
}

function line(label, s) {
  const ms = (v) => `${v.toFixed(0)} ms`;
  return `${label}: min ${ms(s.min)}, p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, max ${ms(s.max)}`;
}

const RESUMES = [
  { name: 'one-page', resume: shortResume() },
  { name: 'three-page', resume: longResume() },
];
for (const entry of RESUMES) {
  entry.pages = (await readPdfText(await renderResumePdfInNode(entry.resume, 'classic'))).pages;
}

console.log(`CPU: ${readCpuModel()}, load ${loadavg()[0].toFixed(2)}`);

// Node, the same layout code (for reference; the budget is the browser's).
for (const { name, resume, pages } of RESUMES) {
  const times = [];
  await renderResumePdfInNode(resume, 'modern');
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await renderResumePdfInNode(resume, run % 2 ? 'modern' : 'classic');
    times.push(performance.now() - started);
  }
  console.log(line(`Node render, ${name} (${pages} pages, ${RUNS} runs)`, stats(times)));
}

const { server, browser, stop } = await startBrowserBench({ name: 'resume-export' });
let failed = false;
try {
  const session = await signUpBenchLearner(server, 'bench-export@nyra.test');
  for (const entry of RESUMES) {
    const response = await fetch(`${server.url}/api/resume/import/`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${session.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ file_name: `${entry.name}.json`, resume: toJsonResume(entry.resume) }),
    });
    if (!response.ok) throw new Error(`import: ${response.status}`);
  }
  const context = await openSignedInContext(browser, server, session, { acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${server.url}/dashboard/resumes`);
  for (const { name, pages } of RESUMES) {
    await page
      .getByRole('navigation', { name: 'Your resumes' })
      .getByRole('button', { name: new RegExp(name) })
      .click();
    const preview = page.getByRole('article', { name: 'Resume preview' });
    await preview
      .getByRole('status')
      .filter({ hasText: `of ${pages}` })
      .waitFor({ timeout: 60_000 });
    const times = [];
    for (let run = 0; run <= RUNS; run += 1) {
      const started = performance.now();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        preview.getByRole('button', { name: 'Download PDF' }).click(),
      ]);
      const elapsed = performance.now() - started;
      await download.delete();
      if (run > 0) times.push(elapsed); // run 0 warms the worker and loads the fonts
    }
    const s = stats(times);
    const ok = s.p95 <= BUDGET_P95_MS;
    if (!ok) failed = true;
    console.log(
      `${line(`Browser "Download PDF", ${name} (${pages} pages, ${RUNS} runs)`, s)}  budget p95 ≤ ${BUDGET_P95_MS} ms ${ok ? '✓' : '✗'}`,
    );
  }
  await context.close();
} finally {
  await stop();
}
process.exit(failed ? 1 : 0);
