/**
 * The statement of a problem (SPEC 3: title, difficulty, description, examples, constraints),
 * then the schema browser for SQL, hints revealed one at a time, and the reference solution,
 * offered only once the learner has made an attempt.
 */
import { useState } from 'react';
import type { Problem } from '../../../../common/practice/problem-schema.ts';
import { formatPythonArgs } from '../../../../common/practice/python/format-python-args.ts';
import { formatPythonValue } from '../../../../common/practice/python/format-python-value.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { ProblemStatus } from '../hooks/use-practice-progress.ts';
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

function statusLabel(status: ProblemStatus | undefined): string {
  if (status?.solved) return 'Solved';
  if (status?.attempted) return 'Attempted';
  return 'Not started';
}

export function ProblemDescription({
  problem,
  status,
}: {
  problem: Problem;
  status: ProblemStatus | undefined;
}) {
  const [hintsShown, setHintsShown] = useState(0);
  const [solutionShown, setSolutionShown] = useState(false);
  const attempted = Boolean(status?.attempted);
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
            onClick={() => setHintsShown((count) => count + 1)}
          >
            {hintsShown === 0
              ? 'Show a hint'
              : `Show hint ${hintsShown + 1} of ${problem.hints.length}`}
          </Button>
        ) : null}
      </section>

      <section aria-label="Solution" className={styles.solution}>
        <h3>Solution</h3>
        {solutionShown ? (
          <>
            <pre className={styles.code}>
              <code>{problem.solution}</code>
            </pre>
            {problem.solutionNotes ? (
              <RichText text={problem.solutionNotes} className={styles.text} />
            ) : null}
          </>
        ) : (
          <>
            <p className={styles.muted}>
              {attempted
                ? 'Compare your approach with a reference solution.'
                : 'Make an attempt (Run or Submit) first; then you can compare with a reference solution.'}
            </p>
            <Button
              variant="secondary"
              size="small"
              disabled={!attempted}
              onClick={() => setSolutionShown(true)}
            >
              Show the solution
            </Button>
          </>
        )}
      </section>
    </article>
  );
}
