/**
 * The statement of a problem (product.md 3: title, difficulty, description, examples, constraints),
 * then for SQL how it is graded and the schema browser, hints revealed one at a time, and the
 * reference solution: shown at once when the problem is solved or after a failed Submit, and
 * otherwise on request after a confirmation (it ends the challenge).
 */
import { useEffect, useRef, useState } from 'react';
import type { Problem } from '../../../../common/practice/problem-schema.ts';
import { formatPythonArgs } from '../../../../common/practice/python/format-python-args.ts';
import { formatPythonValue } from '../../../../common/practice/python/format-python-value.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { ProblemStatus } from '../hooks/use-practice-progress.ts';
import { selectProblemAids, useLearningAidsStore } from '../stores/learning-aids-store.ts';
import { DifficultyBadge } from './difficulty-badge.tsx';
import styles from './problem-description.module.css';
import { ResultTable } from './result-table.tsx';
import { RichText } from './rich-text.tsx';
import { SchemaBrowser } from './schema-browser.tsx';

function Examples({ problem }: { problem: Problem }) {
  if (problem.language === 'sql') {
    const example = problem.tests.find((test) => !test.hidden);
    return example ? (
      <ResultTable result={example.expected} caption="Expected output for the example data" />
    ) : null;
  }
  const examples = problem.tests.filter((test) => !test.hidden);
  return (
    <ol className={styles.examples}>
      {examples.map((test, index) => (
        <li key={index} className={styles.example}>
          <p className={styles.exampleTitle}>Example {index + 1}</p>
          <pre>
            <b>Input:</b> {formatPythonArgs(problem, test.args)}
            {'\n'}
            <b>Output:</b> {formatPythonValue(test.expected)}
            {test.explanation ? (
              <>
                {'\n'}
                <b>Explanation:</b> {test.explanation}
              </>
            ) : null}
          </pre>
        </li>
      ))}
    </ol>
  );
}

/** How a SQL answer is graded: stated so strictness is never a surprise. */
function SqlGradingRules({ problem }: { problem: Problem }) {
  if (problem.language !== 'sql') return null;
  const tolerance = problem.numericTolerance;
  return (
    <ul className={styles.rules} aria-label="How your answer is graded" data-testid="grading-rules">
      <li>{problem.orderMatters ? 'Row order is checked.' : 'Rows may come in any order.'}</li>
      <li>
        {problem.compareColumnNames
          ? 'Column names are checked (any letter case).'
          : 'Column names are not checked, only their number and values.'}
      </li>
      <li>{`Numbers match within a relative tolerance of ${tolerance} (absolute below 1).`}</li>
    </ul>
  );
}

interface ProblemDescriptionProps {
  problem: Problem;
  status: ProblemStatus | undefined;
  /** The latest Submit failed: the solution is offered without a confirmation. */
  failedSubmit: boolean;
}

function SolutionSection({ problem, status, failedSubmit }: ProblemDescriptionProps) {
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

function statusLabel(status: ProblemStatus | undefined): string {
  if (status?.solved) return 'Solved';
  if (status?.attempted) return 'Attempted';
  return 'Not started';
}

export function ProblemDescription({ problem, status, failedSubmit }: ProblemDescriptionProps) {
  const { hintsShown } = useLearningAidsStore(selectProblemAids(problem.id));
  const showNextHint = useLearningAidsStore((state) => state.showNextHint);
  const headingId = `problem-${problem.id}`;

  return (
    <article className={styles.description} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId}>{problem.title}</h2>
        <div className={styles.meta}>
          <DifficultyBadge difficulty={problem.difficulty} />
          <span>{problem.topic}</span>
          <span className={status?.solved ? styles.solved : undefined}>{statusLabel(status)}</span>
        </div>
      </header>
      <RichText text={problem.description} className={styles.text} />

      <section aria-label="Examples">
        <h3>Examples</h3>
        <Examples problem={problem} />
      </section>

      {problem.constraints.length > 0 ? (
        <section aria-label="Constraints">
          <h3>Constraints</h3>
          <ul className={styles.constraints}>
            {problem.constraints.map((constraint) => (
              <li key={constraint}>
                <code>{constraint}</code>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <SqlGradingRules problem={problem} />

      {problem.language === 'sql' ? <SchemaBrowser problem={problem} /> : null}

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

      <SolutionSection problem={problem} status={status} failedSubmit={failedSubmit} />
    </article>
  );
}
