/**
 * The interview bank as the issue requires it: 8 topics, 15+ questions each, 3–5 rubric criteria
 * per question, every link to a practice problem real, and every runnable check proven in the same
 * graders the browser uses (the reference answer passes, the starter does not).
 */
import { loadPyodide } from 'pyodide';
import initSqlJs from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { problemBank } from '../practice/problem-bank.ts';
import type { PythonProblem, SqlProblem } from '../practice/problem-schema.ts';
import { runPythonTests, type PythonRuntime } from '../practice/python/run-python-tests.ts';
import { runSqlTests } from '../practice/sql/run-sql-tests.ts';
import type { SqlRuntime } from '../practice/sql/sql-runtime.ts';
import { PLAN_CATALOG } from '../plan/plan-catalog.ts';
import { INTERVIEW_TOPICS, parseInterviewTopic } from './interview-bank.ts';
import { toCheckProblem } from './to-check-problem.ts';

const PYODIDE_LOAD_TIMEOUT_MS = 120_000;
let python: PythonRuntime;
let sql: SqlRuntime;

beforeAll(async () => {
  const [pyodide, sqlJs] = await Promise.all([loadPyodide(), initSqlJs()]);
  python = pyodide;
  sql = sqlJs as unknown as SqlRuntime;
}, PYODIDE_LOAD_TIMEOUT_MS);

describe('interview bank', () => {
  it('covers the eight required topics with at least 15 questions each', () => {
    expect(INTERVIEW_TOPICS.map((topic) => topic.id)).toEqual([
      'sql',
      'python-data',
      'data-modelling',
      'pipeline-system-design',
      'analytics-metrics',
      'ml-ai-engineering',
      'cloud-warehouses',
      'behavioural',
    ]);
    for (const topic of INTERVIEW_TOPICS) {
      expect(topic.questions.length, topic.id).toBeGreaterThanOrEqual(15);
      for (const question of topic.questions) {
        expect(question.criteria.length, question.id).toBeGreaterThanOrEqual(3);
        expect(question.criteria.length, question.id).toBeLessThanOrEqual(5);
        expect(question.outline.length, question.id).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('uses each question id once across the whole bank', () => {
    const ids = INTERVIEW_TOPICS.flatMap((topic) => topic.questions.map((q) => q.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('links criteria only to practice problems that exist', () => {
    const problems = new Set(problemBank.map((problem) => problem.id));
    for (const topic of INTERVIEW_TOPICS) {
      for (const criterion of topic.criteria) {
        for (const id of criterion.problemIds)
          expect(problems.has(id), `${criterion.id} → ${id}`).toBe(true);
      }
    }
  });

  it('links criteria only to lessons that exist', () => {
    const lessons = new Set(PLAN_CATALOG.lessons.map((lesson) => lesson.id));
    for (const topic of INTERVIEW_TOPICS) {
      for (const criterion of topic.criteria) {
        for (const id of criterion.lessonIds)
          expect(lessons.has(id), `${criterion.id} → ${id}`).toBe(true);
      }
    }
  });

  it('refuses a malformed topic file, naming the file and the field', () => {
    const [sqlTopic] = INTERVIEW_TOPICS;
    expect(() => parseInterviewTopic('broken.json', { ...sqlTopic, duration: 50 })).toThrow(
      /content\/interviews\/broken\.json: duration/,
    );
  });

  it('gives the SQL and Python topics runnable checks', () => {
    const checked = (topicId: string) =>
      INTERVIEW_TOPICS.find((topic) => topic.id === topicId)?.questions.filter((q) => q.check)
        .length ?? 0;
    expect(checked('sql')).toBeGreaterThanOrEqual(3);
    expect(checked('python-data')).toBeGreaterThanOrEqual(3);
  });

  it('proves every check: the reference answer passes and the starter fails', () => {
    for (const topic of INTERVIEW_TOPICS) {
      for (const question of topic.questions) {
        const { check } = question;
        if (!check) continue;
        const problem = toCheckProblem({ ...question, check });
        const grade = (code: string) =>
          problem.language === 'sql'
            ? runSqlTests(sql, { problem: problem as SqlProblem, code, mode: 'submit' })
            : runPythonTests(python, { problem: problem as PythonProblem, code, mode: 'submit' });
        const solved = grade(check.solution);
        expect(
          solved.status,
          `${question.id}: ${JSON.stringify(solved.tests.map((t) => t.message ?? t.error ?? t.actual))} ${solved.error ?? ''}`,
        ).toBe('passed');
        expect(grade(check.starterCode).status, question.id).not.toBe('passed');
      }
    }
  });
});
