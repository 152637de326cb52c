/**
 * Hints revealed one at a time, and the reference solution: shown at once when the problem is
 * solved or after a failed Submit, and otherwise on request after a confirmation (it ends the
 * challenge). Apart from the statement so that on a phone they come after the editor: a learner
 * reads the problem, writes code, and scrolls on only when stuck.
 */
import { useEffect, useRef, useState } from 'react';
import type { Problem } from '@/common/practice/problem-schema.ts';
import { Button } from '@/src/components/ui/button.tsx';
import type { ProblemStatus } from '../hooks/use-practice-progress.ts';
import { selectProblemAids, useLearningAidsStore } from '../stores/learning-aids-store.ts';
import styles from './problem-aids.module.css';
import { RichText } from './rich-text.tsx';

interface ProblemAidsProps {
  problem: Problem;
  status: ProblemStatus | undefined;
  /** The latest Submit failed: the solution is offered without a confirmation. */
  failedSubmit: boolean;
}

interface ProblemAidsOptions extends ProblemAidsProps {
  /** False for capstone milestones: hints only. */
  showSolution?: boolean;
}

function SolutionSection({ problem, status, failedSubmit }: ProblemAidsProps) {
  const { solutionShown } = useLearningAidsStore(selectProblemAids(problem.id));
  const showSolution = useLearningAidsStore((state) => state.showSolution);
  const [confirming, setConfirming] = useState(false);
  const confirmGroup = useRef<HTMLDivElement>(null);
  // The button that opened the question is gone: move focus to its answer.
  useEffect(() => {
    if (confirming && !solutionShown) confirmGroup.current?.querySelector('button')?.focus();
  }, [confirming, solutionShown]);
  // Solved, or stuck after a failed Submit: nothing left to spoil, so no confirmation.
  const free = Boolean(status?.solved) || failedSubmit;
  return (
    <section
      aria-label="Solution"
      className={styles.solution}
      id={`solution-${problem.id}`}
      tabIndex={-1}
    >
      <h3>Solution</h3>
      {solutionShown ? (
        <>
          <pre className={styles.code} data-testid="reference-solution">
            <code>{problem.solution}</code>
          </pre>
          {problem.solutionNotes ? (
            <RichText text={problem.solutionNotes} className={styles.text} />
          ) : null}
        </>
      ) : confirming ? (
        <div
          ref={confirmGroup}
          className={styles.confirm}
          role="group"
          aria-label="Show the solution?"
        >
          <p className={styles.muted}>
            Seeing the reference solution ends the challenge for this problem. Try a hint first?
          </p>
          <div className={styles.confirmActions}>
            <Button size="small" onClick={() => showSolution(problem.id)}>
              Yes, show the solution
            </Button>
            <Button variant="ghost" size="small" onClick={() => setConfirming(false)}>
              Keep trying
            </Button>
          </div>
        </div>
      ) : (
        <>
          <p className={styles.muted}>
            {free
              ? 'Compare your approach with a reference solution.'
              : 'Stuck? You can see a reference solution; Submit first to check your own.'}
          </p>
          <Button
            variant="secondary"
            size="small"
            onClick={() => (free ? showSolution(problem.id) : setConfirming(true))}
          >
            Show the solution
          </Button>
        </>
      )}
    </section>
  );
}

export function ProblemAids({
  problem,
  status,
  failedSubmit,
  showSolution = true,
}: ProblemAidsOptions) {
  const { hintsShown } = useLearningAidsStore(selectProblemAids(problem.id));
  const showNextHint = useLearningAidsStore((state) => state.showNextHint);
  return (
    <div className={styles.aids}>
      <section aria-label="Hints" className={styles.hints}>
        <h3>Hints</h3>
        {problem.hints.slice(0, hintsShown).map((hint, index) => (
          <RichText key={index} text={`**Hint ${index + 1}.** ${hint}`} className={styles.hint} />
        ))}
        {hintsShown < problem.hints.length ? (
          <Button
            variant="secondary"
            size="small"
            onClick={() => showNextHint(problem.id, problem.hints.length)}
          >
            {hintsShown === 0
              ? 'Show a hint'
              : `Show hint ${hintsShown + 1} of ${problem.hints.length}`}
          </Button>
        ) : null}
      </section>

      {showSolution ? (
        <SolutionSection problem={problem} status={status} failedSubmit={failedSubmit} />
      ) : null}
    </div>
  );
}
