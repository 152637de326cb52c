/**
 * Which learning aids the learner has opened per problem in this tab (pure zustand: state and
 * actions only): how many hints are shown (revealed one at a time) and whether the reference
 * solution is. Shared by the statement (hints, solution) and the output area (the offer to see
 * the solution after a failed Submit); other features of Practice may read it (e.g. "solved only
 * after a hint").
 */
import { create } from 'zustand';

export interface ProblemAids {
  hintsShown: number;
  solutionShown: boolean;
}

const NONE: ProblemAids = { hintsShown: 0, solutionShown: false };

interface LearningAidsState {
  aids: Record<string, ProblemAids>;
  /** Reveals the next hint, never beyond `total`. */
  showNextHint: (problemId: string, total: number) => void;
  showSolution: (problemId: string) => void;
}

export const useLearningAidsStore = create<LearningAidsState>()((set) => ({
  aids: {},
  showNextHint: (problemId, total) =>
    set((state) => {
      const current = state.aids[problemId] ?? NONE;
      const hintsShown = Math.min(total, current.hintsShown + 1);
      return { aids: { ...state.aids, [problemId]: { ...current, hintsShown } } };
    }),
  showSolution: (problemId) =>
    set((state) => ({
      aids: {
        ...state.aids,
        [problemId]: { ...(state.aids[problemId] ?? NONE), solutionShown: true },
      },
    })),
}));

export function selectProblemAids(problemId: string) {
  return (state: LearningAidsState): ProblemAids => state.aids[problemId] ?? NONE;
}
