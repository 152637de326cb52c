/**
 * The statement of a problem (product.md#entities: title, difficulty, description, examples, constraints),
 * then for SQL how it is graded and the schema browser. Hints and the solution are in
 * problem-aids.tsx: on a phone they come after the editor.
 */
import { SQL_DISPLAY_ROW_LIMIT } from '@/common/practice/practice-limits.ts';
import type { Problem } from '@/common/practice/problem-schema.ts';
import { formatPythonArgs } from '@/common/practice/python/format-python-args.ts';
import { formatPythonValue } from '@/common/practice/python/format-python-value.ts';
import type { ProblemStatus } from '../hooks/use-practice-progress.ts';
import { DifficultyBadge } from './difficulty-badge.tsx';
import styles from './problem-description.module.css';
import { ResultTable } from '@/src/components/ui/result-table.tsx';
import { RichText } from './rich-text.tsx';
import { SchemaBrowser } from './schema-browser.tsx';

function Examples({ problem }: { problem: Problem }) {
  if (problem.language === 'sql') {
    const example = problem.tests.find((test) => !test.hidden);
    // Capstone examples run on a whole dataset: show the first rows, and how many there are.
    return example ? (
      <ResultTable
        result={{
          columns: example.expected.columns,
          rows: example.expected.rows.slice(0, SQL_DISPLAY_ROW_LIMIT),
        }}
        totalRows={example.expected.rows.length}
        caption="Expected output for the example data"
      />
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
}

function statusLabel(status: ProblemStatus | undefined): string {
  if (status?.solved) return 'Solved';
  if (status?.attempted) return 'Attempted';
  return 'Not started';
}

export function ProblemDescription({ problem, status }: ProblemDescriptionProps) {
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
    </article>
  );
}
