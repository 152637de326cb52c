import { describe, expect, it } from 'vitest';
import { chooseNextProblem } from './choose-next-problem.ts';
import { problemBank } from './problem-bank.ts';
import type { Problem } from './problem-schema.ts';

/** Just the fields the choice reads, in a bank order that interleaves topics and languages. */
function fake(id: string, language: 'python' | 'sql', topic: string): Problem {
  return { id, language, topic } as Problem;
}
const BANK = [
  fake('py-a1', 'python', 'Arrays'),
  fake('py-s1', 'python', 'Strings'),
  fake('py-a2', 'python', 'Arrays'),
  fake('sql-b1', 'sql', 'Basics'),
  fake('sql-j1', 'sql', 'Joins'),
  fake('sql-b2', 'sql', 'Basics'),
];
const none = () => false;
const ids =
  (...solved: string[]) =>
  (id: string) =>
    solved.includes(id);

describe('chooseNextProblem', () => {
  it('starts a data learner on SQL and an AI learner on Python', () => {
    expect(chooseNextProblem(BANK, { track: 'data-engineering', isSolved: none })?.id).toBe(
      'sql-b1',
    );
    expect(chooseNextProblem(BANK, { track: 'ai-engineering', isSolved: none })?.id).toBe('py-a1');
  });

  it('follows the topic order of the list, not the bank order', () => {
    const next = (afterId: string) =>
      chooseNextProblem(BANK, { track: 'data-engineering', isSolved: none, afterId })?.id;
    expect(next('sql-b1')).toBe('sql-b2');
    expect(next('sql-b2')).toBe('sql-j1');
    // The track's second language follows its first.
    expect(next('sql-j1')).toBe('py-a1');
    expect(next('py-a1')).toBe('py-a2');
    expect(next('py-a2')).toBe('py-s1');
  });

  it('skips solved problems and wraps round to the start of the track', () => {
    const query = { track: 'data-engineering' as const, afterId: 'py-a2' };
    expect(chooseNextProblem(BANK, { ...query, isSolved: ids('py-s1') })?.id).toBe('sql-b1');
    expect(chooseNextProblem(BANK, { ...query, isSolved: ids('py-s1', 'sql-b1') })?.id).toBe(
      'sql-b2',
    );
  });

  it('never offers the current problem, and nothing once every other one is solved', () => {
    const others = BANK.filter((problem) => problem.id !== 'sql-j1').map((problem) => problem.id);
    expect(
      chooseNextProblem(BANK, {
        track: 'data-engineering',
        isSolved: ids(...others),
        afterId: 'sql-j1',
      }),
    ).toBeUndefined();
  });

  it('is deterministic on the real bank: a data learner lands on a SQL problem, not Two Sum', () => {
    const first = chooseNextProblem(problemBank, { track: 'data-engineering', isSolved: none });
    expect(first?.language).toBe('sql');
    expect(first?.id).toBe(problemBank.find((problem) => problem.language === 'sql')?.id);
    const again = chooseNextProblem(problemBank, { track: 'data-engineering', isSolved: none });
    expect(again).toBe(first);
  });
});
