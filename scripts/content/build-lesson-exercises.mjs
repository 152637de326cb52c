/**
 * Builds the graded exercises of the lessons in content/courses/ (content/README.md, "Exercises in
 * lessons"): loads the curriculum with its loader (every block validated, a bad one fails naming
 * its file), computes each test's expected result by running the reference solution with the
 * practice graders (the same helpers as the practice problems: computeSqlExpectations and
 * computePythonExpectations in build-problems.mjs), and returns each exercise as the browser gets
 * it: public fields and tests with their expected results, never the reference or the planted
 * wrong solutions.
 *
 * Called by build-problems.mjs (one build, one fingerprint, run by `npm run build`, `npm run dev`
 * and vitest), which writes them to public/practice-content/exercises/<exercise id>.json.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const COURSES_CONTENT_DIR = path.join(ROOT, 'content/courses');

async function importTs(relative) {
  const { register } = await import('tsx/esm/api');
  register();
  return import(pathToFileURL(path.join(ROOT, relative)).href);
}

function readLessonFiles(root) {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return {
        path: path.relative(root, full).split(path.sep).join('/'),
        text: readFileSync(full, 'utf8'),
      };
    });
}

/**
 * `compute` is build-problems.mjs's { computeSqlExpectations, computePythonExpectations }.
 * Returns the built exercises; pushes each problem (a bad file, a failing reference) through
 * `fail`. `coursesDir` is for tests.
 */
export async function buildLessonExercises({ compute, fail, coursesDir = COURSES_CONTENT_DIR }) {
  const [{ loadCurriculum, ContentError }, { exerciseGradingDraft }, { builtExerciseSchema }] =
    await Promise.all([
      importTs('common/content/load-curriculum.ts'),
      importTs('common/content/exercise-grading-draft.ts'),
      importTs('common/content/lesson-exercise-schema.ts'),
    ]);
  const files = readLessonFiles(coursesDir);
  let courses;
  try {
    courses = loadCurriculum(files);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    // Every bad file with its reason, named from the repository like the problems' messages.
    const folder = path.relative(ROOT, coursesDir).split(path.sep).join('/');
    for (const problem of error.problems) fail(`${folder}/${problem}`);
    return [];
  }
  const fileOf = new Map(
    files.map((file) => [file.path.split('/').pop()?.slice(0, -3), file.path]),
  );
  const drafts = courses
    .flatMap((course) => course.modules)
    .flatMap((module) => module.lessons)
    .flatMap((lesson) =>
      lesson.exercises.map((exercise) => ({
        lessonId: lesson.id,
        label: `${path.relative(ROOT, path.join(coursesDir, fileOf.get(lesson.id) ?? lesson.id))} (exercise "${exercise.id}")`,
        input: exerciseGradingDraft(exercise),
      })),
    );
  const where = (label) => label;
  await compute.computePythonExpectations(drafts, fail, where);
  await compute.computeSqlExpectations(drafts, fail, where);
  const built = [];
  for (const draft of drafts) {
    const { input } = draft;
    const parsed = builtExerciseSchema.safeParse({
      ...input,
      lessonId: draft.lessonId,
      ...(input.language === 'python' ? { params: input.params.map((param) => param.name) } : {}),
    });
    if (parsed.success) built.push(parsed.data);
    else fail(`${draft.label}: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
  }
  return built;
}
