#!/usr/bin/env node
/**
 * OCR of a scanned résumé (issue 25): a one-page A4 scan at 150 dpi with no text layer
 * (tests/support/make-scanned-resume-pdf.ts) read by the server's parser as the parse job reads
 * it (page rendered, tesseract.js in its worker, lines parsed), OCR_RUNS times in one process
 * (the first run includes starting the OCR worker and loading its English data). Prints the time
 * per page, min / median / max, and whether the name and e-mail were read.
 * Budget (docs/benchmarks.md): ≤ 15 s per page.
 *
 *   node scripts/bench/bench-ocr.mjs
 */
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import { describeMachine } from './lib/describe-machine.mjs';
import { formatSpread } from './lib/format-spread.mjs';

const RUNS = Number(process.env.OCR_RUNS ?? 5);

const { makeScannedResumePdf } = await tsImport(
  '../../tests/support/make-scanned-resume-pdf.ts',
  import.meta.url,
);
const { parseResumeFile } = await tsImport(
  '../../server/src/resume-parse/parse-resume-file.ts',
  import.meta.url,
);

console.log(describeMachine());
const pdf = await makeScannedResumePdf();
const perPageMs = [];
for (let run = 0; run < RUNS; run += 1) {
  let pages = 0;
  const start = performance.now();
  const parsed = await parseResumeFile('pdf', pdf, async (fraction) => {
    if (fraction > 0) pages += 1;
  });
  const ms = performance.now() - start;
  perPageMs.push(Math.round(ms / Math.max(pages, 1)));
  const read = `${parsed.learner_name} <${parsed.learner_email}>`;
  console.log(
    `run ${run + 1}: ${Math.round(ms)} ms for ${Math.max(pages, 1)} page(s); read ${read}`,
  );
}
console.log(
  `OCR per page, ${RUNS} runs (the first starts the worker), min / median / max: ${formatSpread(perPageMs)} ms  budget ≤ 15000 ms`,
);
process.exit(0);
