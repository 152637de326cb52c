/**
 * Builds the practice problems from content/problems/ (content/README.md, "Practice problems"):
 * reads every file, validates each problem with the problem schema (common/practice/problem-
 * schema.ts) through common/practice/problem-files.ts, computes every test's expected value by
 * running the reference solution with the grader the browser uses (Pyodide for Python, sql.js
 * for SQL; authors never write expectations), checks
 * links by id (content/plan/catalog.json, the interview rubrics in content/interviews/ and the
 * skill learning links in content/skills/learning-links.json name existing problems), and writes into public/practice-content/ (served and copied into dist/ by Vite):
 *
 * - index.json: `{ problems: [{ id, title, difficulty, topic, language }] }` in display order;
 * - problems/<id>.json: one problem, defaults applied, without its wrong solutions.
 *
 * Wrong solutions never leave content/: the Node bank (common/practice/problem-bank.ts) reads them
 * from there for the tests. A bad file fails with its path and the reason. Skips the work when
 * nothing it reads changed (fingerprint in public/practice-content/.fingerprint).
 *
 *   node scripts/content/build-problems.mjs           # run by npm run build, dev and vitest
 *   node scripts/content/build-problems.mjs --force
 *   node scripts/content/build-problems.mjs --content <dir> --out <dir>   # another folder (tests)
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const PROBLEM_CONTENT_DIR = path.join(ROOT, 'content/problems');
export const PROBLEM_OUT_DIR = path.join(ROOT, 'public/practice-content');
const FINGERPRINT = '.fingerprint';
/** Besides content/problems/: what the output depends on. */
const CODE_INPUTS = [
  'common/practice/problem-schema.ts',
  'common/practice/problem-files.ts',
  'common/content/parse-front-matter.ts',
  'common/practice/python/python-harness-source.ts',
  'common/practice/python/run-python-tests.ts',
  'common/practice/sql/run-postgres-tests.ts',
  'common/practice/sql/postgres-runtime.ts',
  'content/plan/catalog.json',
  'content/interviews',
  'content/skills/learning-links.json',
  'scripts/content/build-problems.mjs',
  // The lesson exercises are built into the same folder (build-lesson-exercises.mjs).
  'content/courses',
  'common/content',
  'scripts/content/build-lesson-exercises.mjs',
  // `-- @dataset <id>` lines read the datasets (build-datasets.mjs, loadDatasets()).
  'content/datasets',
  'common/datasets',
  'node_modules/vega-datasets/package.json',
  'scripts/content/build-datasets.mjs',
];

/** Every file under a folder, as { path (relative, "/"), text }. */
export function readFolder(root) {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return {
        path: path.relative(root, full).split(path.sep).join('/'),
        text: readFileSync(full, 'utf8'),
      };
    })
    .sort((a, b) => (a.path < b.path ? -1 : 1));
}

function fingerprintOf(files) {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.path}\0${file.text}\0`);
  for (const input of CODE_INPUTS) {
    const full = path.join(ROOT, input);
    // A folder input (content/interviews) counts with every file in it.
    const parts = statSync(full).isDirectory()
      ? readFolder(full).map((file) => `${file.path}\0${file.text}`)
      : [readFileSync(full, 'utf8')];
    hash.update(`${input}\0${parts.join('\0')}`);
  }
  return hash.digest('hex');
}

async function importTs(relative) {
  const { register } = await import('tsx/esm/api');
  register();
  return import(pathToFileURL(path.join(ROOT, relative)).href);
}

/**
 * Fills in every Python test's `expected` by running the reference solution. Also used for the
 * lesson exercises (build-lesson-exercises.mjs), whose drafts name their file in `label`.
 */
export async function computePythonExpectations(drafts, fail, where) {
  const python = drafts.filter((draft) => draft.input.language === 'python');
  if (python.length === 0) return;
  const [{ loadPyodide }, { preparePythonRuntime }, { OUTPUT_LIMIT_CHARS }] = await Promise.all([
    import('pyodide'),
    importTs('common/practice/python/run-python-tests.ts'),
    importTs('common/practice/practice-limits.ts'),
  ]);
  const harness = preparePythonRuntime(await loadPyodide());
  for (const draft of python) {
    const problem = draft.input;
    const raw = JSON.parse(
      harness(
        JSON.stringify({
          code: problem.solution,
          entryPoint: problem.entryPoint,
          kinds: problem.params.map((param) => param.kind ?? 'value'),
          returns: problem.returns ?? 'value',
          inPlaceArg: problem.inPlaceArg ?? null,
          outputLimit: OUTPUT_LIMIT_CHARS,
          tests: problem.tests.map((test) => test.args),
        }),
      ),
    );
    if (raw.error) {
      fail(
        `${draft.label ?? `${where(draft.dir)}/solution.py`}: the reference does not load\n${raw.error}`,
      );
      continue;
    }
    problem.tests = problem.tests.map((test, index) => {
      const ran = raw.tests[index];
      if (ran?.status !== 'ok') {
        fail(
          `${draft.label ?? `${where(draft.dir)}/tests.json`}: test ${index + 1} fails in the reference: ${ran?.error}`,
        );
        return test;
      }
      return { ...test, expected: JSON.parse(ran.actual) };
    });
  }
}

/**
 * Fills in every SQL data set's `expected` by running the reference solution in sql.js, or in
 * PGlite for the problems SQLite cannot run (`engines` without sqlite, e.g. DISTINCT ON). Also used
 * for the lesson exercises (build-lesson-exercises.mjs), by the same rule on their `engines`.
 */
export async function computeSqlExpectations(drafts, fail, where) {
  const sql = drafts.filter((draft) => draft.input.language === 'sql');
  if (sql.length === 0) return;
  const runsInSqlite = (draft) => draft.input.engines?.includes('sqlite') ?? true;
  const [{ default: initSqlJs }, { runLearnerQuery }] = await Promise.all([
    import('sql.js'),
    importTs('common/practice/sql/run-sql-tests.ts'),
  ]);
  const SQL = await initSqlJs();
  for (const draft of sql.filter(runsInSqlite)) {
    const problem = draft.input;
    problem.tests = problem.tests.map((test, index) => {
      const db = new SQL.Database();
      try {
        db.run(problem.schema);
        const seed = test.seed ?? problem.seed;
        if (seed.trim()) db.run(seed);
        const { result } = runLearnerQuery(db, problem.solution);
        if (!result) throw new Error('the reference returned no result set');
        return { ...test, expected: result };
      } catch (error) {
        fail(
          `${draft.label ?? `${where(draft.dir)}/tests.json`}: data set ${index + 1} (${test.name}) fails in the reference: ${error.message}`,
        );
        return test;
      } finally {
        db.close();
      }
    });
  }
  const postgresOnly = sql.filter((draft) => !runsInSqlite(draft));
  if (postgresOnly.length === 0) return;
  const [
    { PGlite },
    { openPracticeSchema, rollbackPractice, runPostgresQuery },
    { POSTGRES_TYPE_PARSERS },
  ] = await Promise.all([
    import('@electric-sql/pglite'),
    importTs('common/practice/sql/run-postgres-tests.ts'),
    importTs('common/practice/sql/postgres-runtime.ts'),
  ]);
  const pg = new PGlite({ parsers: POSTGRES_TYPE_PARSERS });
  try {
    for (const draft of postgresOnly) {
      const problem = draft.input;
      const tests = [];
      for (const [index, test] of problem.tests.entries()) {
        try {
          await openPracticeSchema(
            pg,
            { ...problem, seed: test.seed ?? problem.seed, tests: [] },
            null,
          );
          const { result } = await runPostgresQuery(pg, problem.solution);
          if (!result) throw new Error('the reference returned no result set');
          tests.push({ ...test, expected: result });
        } catch (error) {
          fail(
            `${draft.label ?? `${where(draft.dir)}/tests.json`}: data set ${index + 1} (${test.name}) fails in the reference (PostgreSQL): ${error.message}`,
          );
          tests.push(test);
        } finally {
          await rollbackPractice(pg);
        }
      }
      problem.tests = tests;
    }
  } finally {
    await pg.close();
  }
}

/**
 * Each SQL draft that names datasets (`-- @dataset <id>`) as a copy with the lines expanded into
 * the dataset's SQL (the shared loadDatasets() of build-datasets.mjs, as for capstones); the other
 * drafts unchanged.
 */
async function expandDatasets(drafts, fail, where) {
  const [{ listProblemDatasets }, { expandProblemDatasets }] = await Promise.all([
    importTs('common/datasets/list-problem-datasets.ts'),
    importTs('common/datasets/expand-problem-datasets.ts'),
  ]);
  const uses = (draft) =>
    draft.input.language === 'sql' && listProblemDatasets(draft.input).length > 0;
  if (!drafts.some(uses)) return drafts;
  const { loadDatasets } = await import('./build-datasets.mjs');
  const datasets = await loadDatasets();
  return drafts.map((draft) => {
    if (!uses(draft)) return draft;
    try {
      return { ...draft, input: expandProblemDatasets(draft.input, datasets) };
    } catch (error) {
      fail(`${where(draft.dir)}: ${error.message}`);
      return draft;
    }
  });
}

/** Problem ids that other content links to, each with where the link is. */
async function linkedProblemIds() {
  const links = [];
  const catalog = JSON.parse(readFileSync(path.join(ROOT, 'content/plan/catalog.json'), 'utf8'));
  for (const problem of catalog.problems ?? []) {
    links.push({ id: problem.id, from: 'content/plan/catalog.json' });
  }
  const topicsDir = path.join(ROOT, 'content/interviews');
  for (const file of readdirSync(topicsDir).filter((name) => name.endsWith('.json'))) {
    const topic = JSON.parse(readFileSync(path.join(topicsDir, file), 'utf8'));
    for (const criterion of topic.criteria ?? []) {
      for (const id of criterion.problemIds ?? []) {
        links.push({ id, from: `content/interviews/${file} (${criterion.id})` });
      }
    }
  }
  const learningLinks = JSON.parse(
    readFileSync(path.join(ROOT, 'content/skills/learning-links.json'), 'utf8'),
  );
  for (const [kind, entries] of Object.entries(learningLinks)) {
    for (const [key, entry] of Object.entries(entries)) {
      for (const id of entry.problems ?? []) {
        links.push({ id, from: `content/skills/learning-links.json (${kind}: ${key})` });
      }
    }
  }
  return links;
}

/**
 * Validates and emits; returns the built problems (defaults applied, wrong solutions included)
 * or throws with every bad file's path and reason. `contentDir` / `outDir` are for tests.
 */
export async function buildProblemContent({
  contentDir = PROBLEM_CONTENT_DIR,
  outDir = PROBLEM_OUT_DIR,
  force = false,
} = {}) {
  const files = readFolder(contentDir);
  const fingerprint = fingerprintOf(files);
  const stamp = path.join(outDir, FINGERPRINT);
  if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === fingerprint) {
    return { built: false };
  }
  const [{ readProblemContent, ProblemContentError, describeIssues }, { problemSchema }] =
    await Promise.all([
      importTs('common/practice/problem-files.ts'),
      importTs('common/practice/problem-schema.ts'),
    ]);
  // Paths in messages are relative to the repository (content/problems/sql/<id>/tests.json).
  const where = (relative) => path.relative(ROOT, path.join(contentDir, relative));
  let drafts;
  try {
    drafts = readProblemContent(files);
  } catch (error) {
    if (!(error instanceof ProblemContentError)) throw error;
    throw new ProblemContentError(error.problems.map(where));
  }
  const problems = [];
  const fail = (message) => problems.push(message);
  const computed = await expandDatasets(drafts, fail, where);
  await computePythonExpectations(computed, fail, where);
  await computeSqlExpectations(computed, fail, where);
  computed.forEach((copy, at) => {
    // The files keep `-- @dataset` lines (one cached dataset file serves every problem); only the
    // expected values come back from the expanded copy.
    if (copy !== drafts[at])
      drafts[at].input.tests = copy.input.tests.map((test, index) => ({
        ...drafts[at].input.tests[index],
        expected: test.expected,
      }));
  });
  const built = [];
  for (const draft of drafts) {
    const parsed = problemSchema.safeParse(draft.input);
    if (parsed.success) built.push(parsed.data);
    else fail(`${where(draft.dir)}/tests.json: ${describeIssues(parsed.error)}`);
  }
  const ids = new Set(built.map((problem) => problem.id));
  if (contentDir === PROBLEM_CONTENT_DIR) {
    for (const link of await linkedProblemIds()) {
      if (!ids.has(link.id))
        fail(`${link.from}: links to problem "${link.id}", which does not exist`);
    }
  }
  let exercises = [];
  if (contentDir === PROBLEM_CONTENT_DIR) {
    const { buildLessonExercises } = await import('./build-lesson-exercises.mjs');
    try {
      exercises = await buildLessonExercises({
        compute: { computeSqlExpectations, computePythonExpectations },
        fail,
      });
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    }
  }
  if (problems.length > 0) throw new ProblemContentError(problems);

  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(path.join(outDir, 'problems'), { recursive: true });
  const index = built.map(({ id, title, difficulty, topic, language }) => ({
    id,
    title,
    difficulty,
    topic,
    language,
  }));
  writeFileSync(path.join(outDir, 'index.json'), JSON.stringify({ problems: index }));
  for (const problem of built) {
    writeFileSync(
      path.join(outDir, 'problems', `${problem.id}.json`),
      JSON.stringify({ ...problem, wrongSolutions: [] }),
    );
  }
  mkdirSync(path.join(outDir, 'exercises'), { recursive: true });
  for (const exercise of exercises) {
    writeFileSync(path.join(outDir, 'exercises', `${exercise.id}.json`), JSON.stringify(exercise));
  }
  // The exercises' index (lessonExerciseIndexSchema): the engines each one runs in, which a course
  // download stores (common/content/lesson-exercise-paths.ts, LESSON_EXERCISE_INDEX_PATH).
  const exerciseIndex = exercises.map(({ id, language, engines }) =>
    language === 'sql' ? { id, language, engines } : { id, language },
  );
  writeFileSync(path.join(outDir, 'exercises.json'), JSON.stringify({ exercises: exerciseIndex }));
  writeFileSync(stamp, `${fingerprint}\n`);
  return { built: true, problems: built, exercises };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const option = (name) => {
      const at = process.argv.indexOf(name);
      return at > 0 ? path.resolve(process.argv[at + 1] ?? '') : undefined;
    };
    const result = await buildProblemContent({
      force: process.argv.includes('--force'),
      contentDir: option('--content'),
      outDir: option('--out'),
    });
    console.log(
      result.built
        ? `Practice problems: ${result.problems.length} and lesson exercises: ${result.exercises.length} built into public/practice-content/`
        : 'Practice problems: up to date',
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
