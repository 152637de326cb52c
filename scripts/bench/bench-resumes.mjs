#!/usr/bin/env node
/**
 * Resume parsing benchmark: parses every file of tests/fixtures/resumes with the
 * server's parser and prints field-level accuracy (exact match after whitespace normalisation)
 * per field and overall, against the budgets (overall ≥ 90 %, name/e-mail/phone ≥ 98 %), then
 * the parse time of the two-page PDFs over ≥ 5 runs (budget p95 ≤ 500 ms). Then the held-out
 * part of the generated corpus (scripts/bench/lib/generate-resume-corpus.mjs: résumés rendered by Chromium
 * and the docx library from seeds the parser was never tuned on), scored per field, with the
 * parse time of each of its résumés (budget p95 ≤ 500 ms). Then the LaTeX corpus
 * (scripts/bench/lib/generate-latex-resume-corpus.mjs: moderncv, Jake's Resume, altacv, currvita and res
 * PDFs compiled by TeX Live and committed under tests/fixtures/resume-corpus-latex), its
 * development and held-out parts scored per field separately.
 *
 *   node scripts/bench/bench-resumes.mjs [--verbose] [--held-out N] [--latex-only [dev|held-out]]
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import { pickPercentile } from './lib/pick-percentile.mjs';
import { readCpuModelName } from './lib/read-cpu-model-name.mjs';
import { generateResumeCorpus, seedsOf } from './lib/generate-resume-corpus.mjs';
import { readLatexCorpus } from './lib/generate-latex-resume-corpus.mjs';
import { printTally, scoreParsedResume } from './lib/score-parsed-resume.mjs';

const DIR = path.resolve('tests/fixtures/resumes');
const TIMING_RUNS = 10;
/** Held-out résumés rendered and scored per run: enough for every style to come up many times. */
const heldOutArg = process.argv.indexOf('--held-out');
const HELD_OUT_COUNT = Number(
  heldOutArg > 0 ? process.argv[heldOutArg + 1] : (process.env.HELD_OUT_COUNT ?? 150),
);
const verbose = process.argv.includes('--verbose');
const latexOnlyArg = process.argv.indexOf('--latex-only');
const latexOnly = latexOnlyArg > 0;
const latexParts = ['dev', 'held-out'].filter(
  (part) =>
    !latexOnly ||
    !['dev', 'held-out'].includes(process.argv[latexOnlyArg + 1]) ||
    process.argv[latexOnlyArg + 1] === part,
);

const { parseResumeFile } = await tsImport(
  '../../server/src/resume-parse/parse-resume-file.ts',
  import.meta.url,
);
const { detectResumeType } = await tsImport(
  '../../common/resume/detect-resume-type.ts',
  import.meta.url,
);
const { RESUME_HEADER_FIELDS } = await tsImport(
  '../../tests/support/resume-header-fields.ts',
  import.meta.url,
);

const norm = (value) =>
  String(value ?? '')
    .replace(/\s+/g, ' ')
    .trim();
const tally = new Map();
function score(field, expected, actual, label) {
  const entry = tally.get(field) ?? { right: 0, total: 0 };
  entry.total += 1;
  if (norm(expected) === norm(actual)) entry.right += 1;
  else if (verbose)
    console.log(
      `  ✗ ${label} ${field}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`,
    );
  tally.set(field, entry);
}

if (!latexOnly) {
  const files = (await readdir(DIR)).filter((name) => name.endsWith('.expected.json')).sort();
  const longPdfs = [];
  for (const name of files) {
    const { file, layout, expected } = JSON.parse(await readFile(path.join(DIR, name), 'utf8'));
    const data = await readFile(path.join(DIR, file));
    const kind = detectResumeType(new Uint8Array(data.subarray(0, 8)));
    const parsed = await parseResumeFile(kind, data);
    if (layout.endsWith('-long')) longPdfs.push(data);
    for (const field of RESUME_HEADER_FIELDS) {
      score(field, expected[field], parsed[field], file);
    }
    for (const [list, fields] of [
      [
        'employment_history',
        ['company_name', 'title', 'start_date', 'end_date', 'location', 'description'],
      ],
      ['education_history', ['school_name', 'degree', 'field_of_study', 'start_date', 'end_date']],
      ['skills', ['skill_name', 'skill_level']],
    ]) {
      expected[list].forEach((item, i) => {
        for (const field of fields)
          score(`${list}.${field}`, item[field], parsed[list][i]?.[field], `${file} #${i}`);
      });
      // Items the parser invented count as wrong too.
      for (let i = expected[list].length; i < parsed[list].length; i += 1)
        score(`${list}.extra_items`, 'none', 'extra', `${file} #${i}`);
    }
  }

  printTally(
    tally,
    `Resume parsing accuracy over ${files.length} resumes (exact match, whitespace-normalised):`,
  );

  const times = [];
  for (let run = 0; run < TIMING_RUNS; run += 1) {
    for (const data of longPdfs) {
      const start = performance.now();
      await parseResumeFile('pdf', data);
      times.push(performance.now() - start);
    }
  }
  const at = (p) => pickPercentile(times, p).toFixed(0);
  console.log(
    `Two-page PDF parse (${times.length} parses, ${readCpuModelName()}): min ${at(0)} ms, median ${at(50)} ms, p95 ${at(95)} ms, max ${at(100)} ms  budget p95 ≤ 500 ms`,
  );

  const corpusDir = await mkdtemp(path.join(tmpdir(), 'resume-held-out-'));
  try {
    const started = performance.now();
    const corpus = await generateResumeCorpus(seedsOf('held-out', HELD_OUT_COUNT), corpusDir);
    const renderS = ((performance.now() - started) / 1000).toFixed(0);
    const heldOut = new Map();
    const parseTimes = [];
    for (const { file, expected } of corpus) {
      const data = await readFile(path.join(corpusDir, file));
      const start = performance.now();
      const parsed = await parseResumeFile(file.endsWith('.pdf') ? 'pdf' : 'docx', data);
      parseTimes.push(performance.now() - start);
      scoreParsedResume(
        heldOut,
        expected,
        parsed,
        file,
        verbose ? (m) => console.log(`  ✗ ${m}`) : undefined,
      );
    }
    const pdfs = corpus.filter((entry) => entry.file.endsWith('.pdf')).length;
    printTally(
      heldOut,
      `Held-out corpus: ${corpus.length} résumés (${pdfs} Chromium PDFs, ${corpus.length - pdfs} DOCX; seeds ${seedsOf('held-out', 1)[0]}+, rendered in ${renderS} s), exact match per field:`,
    );
    const p = (q) => pickPercentile(parseTimes, q).toFixed(0);
    console.log(
      `Held-out parse per résumé (${parseTimes.length} parses, ${readCpuModelName()}): median ${p(50)} ms, p95 ${p(95)} ms, max ${p(100)} ms  budget p95 ≤ 500 ms`,
    );
  } finally {
    await rm(corpusDir, { recursive: true, force: true });
  }
}

/** The LaTeX corpus, committed (CI has no TeX Live): each part per field, with parse times. */
for (const part of latexParts) {
  const corpus = await readLatexCorpus(part);
  const latexTally = new Map();
  const parseTimes = [];
  const templates = new Map();
  for (const { file, expected, style } of corpus) {
    const data = await readFile(file);
    const start = performance.now();
    const parsed = await parseResumeFile('pdf', data);
    parseTimes.push(performance.now() - start);
    templates.set(style.template, (templates.get(style.template) ?? 0) + 1);
    scoreParsedResume(
      latexTally,
      expected,
      parsed,
      `${path.basename(file)} (${style.template})`,
      verbose ? (m) => console.log(`  ✗ ${m}`) : undefined,
    );
  }
  const mix = [...templates].map(([name, n]) => `${name} ${n}`).join(', ');
  printTally(
    latexTally,
    `LaTeX corpus, ${part} part: ${corpus.length} PDFs (${mix}), exact match per field:`,
  );
  const p = (q) => pickPercentile(parseTimes, q).toFixed(0);
  console.log(
    `LaTeX ${part} parse per résumé (${parseTimes.length} parses, ${readCpuModelName()}): median ${p(50)} ms, p95 ${p(95)} ms, max ${p(100)} ms  budget p95 ≤ 500 ms`,
  );
}
