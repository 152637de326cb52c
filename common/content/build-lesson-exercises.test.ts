/**
 * The build step of lesson exercises (scripts/content/build-lesson-exercises.mjs) on a course
 * folder of its own: an exercise for PostgreSQL only gets its expected results from PGlite, as a
 * PostgreSQL-only practice problem does, and lists its engines in what the browser fetches; a bad
 * `engines` value fails the build naming the file and the reason.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildLessonExercises } from '../../scripts/content/build-lesson-exercises.mjs';
import {
  computePythonExpectations,
  computeSqlExpectations,
} from '../../scripts/content/build-problems.mjs';
import { builtExerciseSchema } from './lesson-exercise-schema.ts';

/** PGlite's first start in Node unpacks its data directory. */
const PGLITE_BUILD_TIMEOUT_MS = 90_000;

const work = mkdtempSync(path.join(tmpdir(), 'nyra-exercises-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function courseFolder(name: string, engines: string): string {
  const root = path.join(work, name);
  mkdirSync(path.join(root, 'c1', 'm1'), { recursive: true });
  writeFileSync(
    path.join(root, 'c1', 'course.md'),
    '---\nid: c1\ntitle: Course\norder: 1\n---\n\nAbout.\n',
  );
  writeFileSync(
    path.join(root, 'c1', 'm1', 'module.md'),
    '---\nid: m1\ntitle: Module\norder: 1\n---\nBlurb.\n',
  );
  const block = [
    '```exercise',
    `id: ${name}-ex`,
    'language: sql',
    `engines: ${engines}`,
    'orderMatters: true',
    '--- prompt',
    'Return the highest score of each group, as g and score, ordered by g.',
    '--- schema',
    'CREATE TABLE scores (g INTEGER, score INTEGER);',
    '--- seed',
    'INSERT INTO scores VALUES (1, 5), (1, 9), (2, 3);',
    '--- starter',
    'SELECT g, score FROM scores ORDER BY g;',
    '--- solution',
    'SELECT DISTINCT ON (g) g, score FROM scores ORDER BY g, score DESC;',
    '--- wrong: keeps the lowest',
    'SELECT DISTINCT ON (g) g, score FROM scores ORDER BY g, score;',
    '--- wrong: keeps every row',
    'SELECT g, score FROM scores ORDER BY g, score DESC;',
    '--- test: one group',
    'INSERT INTO scores VALUES (4, 1), (4, 2);',
    '--- test: ties',
    'INSERT INTO scores VALUES (1, 7), (1, 7);',
    '--- test: empty table',
    '```',
  ].join('\n');
  writeFileSync(
    path.join(root, 'c1', 'm1', 'l1.md'),
    `---\nid: l1\ntitle: Lesson\norder: 1\ndescription: Short.\n---\n\nIntro.\n\n## Try it\n\n${block}\n`,
  );
  return root;
}

async function build(coursesDir: string) {
  const problems: string[] = [];
  const built = await buildLessonExercises({
    compute: { computeSqlExpectations, computePythonExpectations },
    fail: (message) => problems.push(message),
    coursesDir,
  });
  return { problems, built: built.map((exercise) => builtExerciseSchema.parse(exercise)) };
}

describe('build-lesson-exercises', () => {
  it(
    'computes a PostgreSQL-only exercise in PGlite and ships its engines',
    async () => {
      const { problems, built } = await build(courseFolder('pg-only', 'postgres'));
      expect(problems).toEqual([]);
      const [exercise] = built;
      expect(exercise).toMatchObject({ lessonId: 'l1', engines: ['postgres'] });
      expect(exercise?.language === 'sql' && exercise.tests[0]?.expected).toEqual({
        columns: ['g', 'score'],
        rows: [
          [1, 9],
          [2, 3],
        ],
      });
      expect(JSON.stringify(exercise)).not.toContain('DISTINCT ON');
    },
    PGLITE_BUILD_TIMEOUT_MS,
  );

  it('fails a bad engines value naming the file and the reason', async () => {
    const { problems, built } = await build(courseFolder('bad-engine', 'sqlite, oracle'));
    expect(built).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('bad-engine/c1/m1/l1.md: exercise "bad-engine-ex"');
    expect(problems[0]).toContain(
      'engines.1: Unknown engine "oracle"; engines are sqlite, postgres, duckdb',
    );
  });
});
