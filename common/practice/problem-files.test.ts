/**
 * Problems as content files: a problem converts to files and back unchanged, and a bad file fails
 * with its path and the reason, both in the pure reader and in the build step
 * (scripts/content/build-problems.mjs).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROBLEM_CONTENT_DIR, problemBank } from './problem-bank.ts';
import { problemToFiles, readProblemContent, ProblemContentError } from './problem-files.ts';
import { problemSchema, type ProblemInput } from './problem-schema.ts';

const sqlProblem = problemBank.find((problem) => problem.language === 'sql')!;
const pythonProblem = problemBank.find((problem) => problem.language === 'python')!;

function filesOf(problem: ProblemInput, order = 1) {
  return problemToFiles(problem, order).map((file) => ({
    path: `${problem.language}/${problem.id}/${file.path}`,
    text: file.text,
  }));
}

function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ProblemContentError);
    return (error as Error).message;
  }
  throw new Error('expected the content to be rejected');
}

describe('problem files', () => {
  it('round-trips a SQL problem and a Python problem (expected values are left to the build)', () => {
    const [python, sql] = readProblemContent([...filesOf(sqlProblem), ...filesOf(pythonProblem)]);
    const placeholder = { columns: ['expected'], rows: [] };
    const sqlTests = sqlProblem.tests.map((test) => ({ ...test, expected: placeholder }));
    expect(problemSchema.parse(sql!.input)).toEqual({ ...sqlProblem, tests: sqlTests });
    const tests = pythonProblem.tests.map((test) => ({ ...test, expected: null }));
    expect(problemSchema.parse(python!.input)).toEqual({ ...pythonProblem, tests });
  });

  it('names the file and the reason when a field is invalid', () => {
    const files = filesOf(sqlProblem).map((file) =>
      file.path.endsWith('problem.md')
        ? { ...file, text: file.text.replace(/^difficulty: .*$/m, 'difficulty: Trivial') }
        : file,
    );
    const message = errorOf(() => readProblemContent(files));
    expect(message).toContain(`sql/${sqlProblem.id}/problem.md`);
    expect(message).toContain('difficulty');
  });

  it('rejects a wrong solution without its mistake line, an id unlike its folder and bad JSON', () => {
    const base = filesOf(sqlProblem);
    const wrong = base.find((file) => file.path.includes('/wrong/'))!;
    expect(
      errorOf(() =>
        readProblemContent(
          base.map((file) => (file === wrong ? { ...file, text: 'SELECT 1;\n' } : file)),
        ),
      ),
    ).toContain(`${wrong.path}: the first line must be "-- Mistake:`);
    expect(
      errorOf(() =>
        readProblemContent(
          base.map((file) => ({ ...file, path: file.path.replace(sqlProblem.id, 'renamed') })),
        ),
      ),
    ).toContain(`sql/renamed/problem.md: id "${sqlProblem.id}" differs from its folder "renamed"`);
    expect(
      errorOf(() =>
        readProblemContent(
          base.map((file) => (file.path.endsWith('tests.json') ? { ...file, text: '{' } : file)),
        ),
      ),
    ).toContain(`sql/${sqlProblem.id}/tests.json: is not valid JSON`);
  });

  describe('build step', () => {
    const work = mkdtempSync(path.join(tmpdir(), 'nyra-problems-'));
    afterAll(() => rmSync(work, { recursive: true, force: true }));
    const build = (content: string) =>
      spawnSync(
        process.execPath,
        [
          'scripts/content/build-problems.mjs',
          '--content',
          content,
          '--out',
          path.join(work, 'out'),
        ],
        { encoding: 'utf8' },
      );

    it('builds a good folder and fails a bad file with its path and the reason', () => {
      const content = path.join(work, 'problems');
      const dir = path.join('sql', sqlProblem.id);
      cpSync(path.join(PROBLEM_CONTENT_DIR, dir), path.join(content, dir), { recursive: true });
      expect(build(content).status).toBe(0);
      // What the browser fetches: the index, and the problem without its wrong solutions.
      const out = path.join(work, 'out');
      expect(JSON.parse(readFileSync(path.join(out, 'index.json'), 'utf8'))).toEqual({
        problems: [
          {
            id: sqlProblem.id,
            title: sqlProblem.title,
            difficulty: sqlProblem.difficulty,
            topic: sqlProblem.topic,
            language: 'sql',
          },
        ],
      });
      const shipped = readFileSync(path.join(out, 'problems', `${sqlProblem.id}.json`), 'utf8');
      expect(JSON.parse(shipped)).toEqual({ ...sqlProblem, wrongSolutions: [] });
      for (const wrong of sqlProblem.wrongSolutions) expect(shipped).not.toContain(wrong.mistake);

      writeFileSync(path.join(content, dir, 'tests.json'), '{"tests": []}\n');
      const result = build(content);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`${path.relative(process.cwd(), content)}/${dir}/problem.md`);
      expect(result.stderr).toContain('tests');
    });
  });
});
