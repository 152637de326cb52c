import { beforeEach, describe, expect, it } from 'vitest';
import { selectProblemAids, useLearningAidsStore } from './learning-aids-store.ts';

const aids = (problemId: string) => selectProblemAids(problemId)(useLearningAidsStore.getState());

describe('learning aids store', () => {
  beforeEach(() => useLearningAidsStore.setState({ aids: {} }));

  it('reveals hints one at a time and never beyond the last', () => {
    const { showNextHint } = useLearningAidsStore.getState();
    expect(aids('p').hintsShown).toBe(0);
    showNextHint('p', 2);
    expect(aids('p').hintsShown).toBe(1);
    showNextHint('p', 2);
    showNextHint('p', 2);
    expect(aids('p').hintsShown).toBe(2);
  });

  it('keeps each problem separate and remembers a revealed solution', () => {
    const { showNextHint, showSolution } = useLearningAidsStore.getState();
    showNextHint('a', 3);
    showSolution('b');
    expect(aids('a')).toEqual({ hintsShown: 1, solutionShown: false });
    expect(aids('b')).toEqual({ hintsShown: 0, solutionShown: true });
  });
});
