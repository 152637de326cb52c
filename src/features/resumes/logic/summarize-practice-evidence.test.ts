import { describe, expect, it } from 'vitest';
import type { ProblemSummary } from '@/common/practice/problem-content-paths.ts';
import type {
  PracticeAttemptRow,
  PracticeProgressRow,
} from '@/common/practice/practice-rows-schema.ts';
import { collectSolvedProblems } from './collect-solved-problems.ts';
import { summarizePracticeEvidence } from './summarize-practice-evidence.ts';

const problems: ProblemSummary[] = [
  { id: 'sql-1', title: 'A', difficulty: 'Easy', topic: 'Joins', language: 'sql' },
  { id: 'sql-2', title: 'B', difficulty: 'Hard', topic: 'Windows', language: 'sql' },
  { id: 'sql-3', title: 'C', difficulty: 'Hard', topic: 'Windows', language: 'sql' },
  { id: 'py-1', title: 'D', difficulty: 'Medium', topic: 'Lists', language: 'python' },
];

function attempt(
  problemId: string,
  passed: number,
  total: number,
  mode: 'run' | 'submit' = 'submit',
  createdAt = Date.UTC(2026, 10, 3),
): PracticeAttemptRow {
  return {
    id: `${problemId}-${passed}-${mode}-${createdAt}`,
    owner: 'ada@example.com',
    problemId,
    language: problemId.startsWith('py') ? 'python' : 'sql',
    mode,
    code: '',
    createdAt,
    result: {
      mode,
      status: passed === total ? 'passed' : 'failed',
      passed,
      total,
      durationMs: 1,
      stdout: '',
      stderr: '',
      tests: [],
    },
  };
}

describe('summarizePracticeEvidence', () => {
  it('counts each problem solved once, per language, from passing Submits and synced progress', () => {
    const progress: PracticeProgressRow[] = [
      {
        key: 'ada sql-3',
        owner: 'ada@example.com',
        problemId: 'sql-3',
        attempts: 2,
        solved: true,
        lastAttemptAt: Date.UTC(2026, 9, 1),
        lastCode: '',
      },
    ];
    const evidence = summarizePracticeEvidence(
      problems,
      collectSolvedProblems(
        [
          attempt('sql-1', 3, 3),
          attempt('sql-1', 3, 3, 'submit', Date.UTC(2026, 10, 20)),
          attempt('sql-2', 2, 3),
          attempt('sql-2', 3, 3, 'run'),
          attempt('py-1', 0, 0),
        ],
        progress,
      ),
    );
    // sql-2 never passed a Submit (a failing one, a passing Run); py-1's empty result is no solve.
    expect(evidence).toEqual([{ language: 'SQL', solved: 2, hard: 1, lastSolvedOn: '2026-11' }]);
  });

  it('offers nothing without a solved problem', () => {
    const solved = collectSolvedProblems([attempt('sql-1', 1, 3)], []);
    expect(summarizePracticeEvidence(problems, solved)).toEqual([]);
  });
});
