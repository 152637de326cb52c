import { describe, expect, it } from 'vitest';
import { lessonProgressSyncType, unionPassed } from './lesson-progress-sync-type.ts';

describe('lesson progress sync type: passed exercises', () => {
  it('merges passed exercises as a sorted set', () => {
    expect(unionPassed(['b', 'a'], ['a', 'c'])).toEqual(['a', 'b', 'c']);
    expect(unionPassed(undefined, null)).toEqual([]);
  });

  it('treats pass-exercise as commutative and folds it into the set', () => {
    expect(lessonProgressSyncType.commutativeOps).toContain('pass-exercise');
    const fields = { completedAt: null, exercisesPassed: ['x'] };
    expect(lessonProgressSyncType.reduce?.(fields, 'pass-exercise', { exerciseId: 'a' })).toEqual({
      completedAt: null,
      exercisesPassed: ['a', 'x'],
    });
    expect(lessonProgressSyncType.sameValue?.('exercisesPassed', ['b', 'a'], ['a', 'b'])).toBe(
      true,
    );
  });
});
