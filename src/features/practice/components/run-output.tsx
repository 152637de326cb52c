/**
 * The output area: a summary line, then the tests with their status, input, expected and actual
 * values, time and printed output (after a failed Submit, only the first failing test and a count
 * of the others). Failed tests open by default; hidden tests reveal their data only when they fail. SQL tests show the learner's result table and, when wrong, a cell-level
 * diff (missing rows, extra rows, and rows whose cells differ).
 */
import { lazy, Suspense } from 'react';
import { PRACTICE_TIME_LIMIT_MS } from '@/common/practice/practice-limits.ts';
import type { RunResult, TestOutcome, TestStatus } from '@/common/practice/run-result-schema.ts';
import { ResultTable } from '@/src/components/ui/result-table.tsx';
import styles from './run-output.module.css';

// Only a wrong SQL answer shows the cell diff: its code loads then, not with the Practice route.
const SqlCellDiff = lazy(() =>
  import('./sql-cell-diff.tsx').then((module) => ({ default: module.SqlCellDiff })),
);

const STATUS_LABEL: Record<TestStatus, string> = {
  passed: 'Passed',
  failed: 'Failed',
  error: 'Error',
  timeout: 'Timed out',
  skipped: 'Not run',
};

export function formatMs(ms: number): string {
  if (ms < 1) return '< 1 ms';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(1)} s`;
}

export function summarize(result: RunResult): string {
  const noun = result.mode === 'run' ? 'example' : 'test';
  const plural = result.total === 1 ? noun : `${noun}s`;
  if (result.status === 'timeout') {
    return `Time limit exceeded: stopped after ${PRACTICE_TIME_LIMIT_MS / 1000} s`;
  }
  if (result.status === 'passed') {
    return result.mode === 'submit'
      ? `Accepted: all ${result.total} ${plural} passed`
      : `All ${result.total} ${plural} passed. Submit to run the hidden tests.`;
  }
  if (result.error) return `Error: your code could not run`;
  return `${result.passed} of ${result.total} ${plural} passed`;
}

function testTitle(test: TestOutcome, position: number, mode: RunResult['mode']): string {
  if (test.hidden) return `Hidden test ${position + 1}`;
  return mode === 'run' ? `Example ${position + 1}` : `Test ${position + 1}`;
}

function Value({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.value}>
      <dt>{label}</dt>
      <dd>
        <pre>{value}</pre>
      </dd>
    </div>
  );
}

function TestItem({
  test,
  position,
  mode,
}: {
  test: TestOutcome;
  position: number;
  mode: RunResult['mode'];
}) {
  const failed = test.status !== 'passed';
  const reveal = !test.hidden || failed;
  // A SQL Run opens its result table even when it passed: seeing the rows is the point.
  const open = (failed && test.status !== 'skipped') || (Boolean(test.sql) && mode === 'run');
  return (
    <li className={`${styles.test} ${styles[test.status]}`}>
      <details open={open}>
        <summary>
          <span className={styles.icon} aria-hidden="true">
            {test.status === 'passed' ? '✓' : test.status === 'skipped' ? '–' : '✗'}
          </span>
          <span className={styles.testTitle}>{testTitle(test, position, mode)}</span>
          <span className={styles.testStatus}>{STATUS_LABEL[test.status]}</span>
          {test.status !== 'skipped' ? (
            <span className={styles.time}>{formatMs(test.timeMs)}</span>
          ) : null}
        </summary>
        <div className={styles.testBody}>
          {test.message ? <p className={styles.message}>{test.message}</p> : null}
          {reveal ? (
            <dl className={styles.values}>
              <Value label={test.sql ? 'Data set' : 'Input'} value={test.input} />
              {test.sql ? null : <Value label="Expected" value={test.expected} />}
              {test.sql ? null : test.actual !== null ? (
                <Value label="Your output" value={test.actual} />
              ) : null}
            </dl>
          ) : (
            <p className={styles.muted}>Hidden test: its data is shown only if it fails.</p>
          )}
          {test.error ? <pre className={styles.error}>{test.error}</pre> : null}
          {test.stdout ? <Value label="Printed output" value={test.stdout} /> : null}
          {test.stderr ? <Value label="Error output (stderr)" value={test.stderr} /> : null}
          {reveal && test.sql ? <SqlDetail test={test} /> : null}
        </div>
      </details>
    </li>
  );
}

function SqlDetail({ test }: { test: TestOutcome }) {
  const sql = test.sql;
  if (!sql) return null;
  // Results stored before the cell diff existed show their missing and extra rows.
  const cellDiff = sql.cellDiff ?? [
    ...sql.missingRows.map((row) => ({ kind: 'missing' as const, expected: row, cells: [] })),
    ...sql.extraRows.map((row) => ({ kind: 'extra' as const, actual: row, cells: [] })),
  ];
  return (
    <div className={styles.sql}>
      {cellDiff.length > 0 ? (
        <div className={styles.diff} data-testid="row-diff">
          <Suspense fallback={<p className={styles.muted}>Comparing the rows…</p>}>
            <SqlCellDiff columns={sql.expected.columns} rows={cellDiff} />
          </Suspense>
        </div>
      ) : null}
      {sql.actual ? (
        <ResultTable result={sql.actual} caption="Your result" totalRows={sql.actualRowCount} />
      ) : null}
      {test.status !== 'passed' ? (
        <ResultTable result={sql.expected} caption="Expected result" />
      ) : null}
    </div>
  );
}

/**
 * A failed Submit shows its first failing test in full and counts the rest: listing every failing
 * hidden test would hand out the hidden tests' data (and made a page thousands of pixels long).
 * A Run shows every example: they are public.
 */
function visibleTests(result: RunResult) {
  const all = result.tests.map((test, position) => ({ test, position }));
  if (result.mode !== 'submit') return { shown: all, moreFailing: 0 };
  const failing = all.filter(({ test }) => test.status !== 'passed' && test.status !== 'skipped');
  const [first] = failing;
  if (!first) return { shown: all, moreFailing: 0 };
  return { shown: [first], moreFailing: failing.length - 1 };
}

export function RunOutput({ result }: { result: RunResult }) {
  const { shown, moreFailing } = visibleTests(result);
  return (
    <div className={styles.output}>
      <p className={`${styles.summary} ${styles[result.status]}`} data-testid="run-summary">
        <strong>{summarize(result)}</strong>
        <span className={styles.time}> · {formatMs(result.durationMs)}</span>
      </p>
      {result.error ? <pre className={styles.error}>{result.error}</pre> : null}
      {result.stdout ? <Value label="Printed output" value={result.stdout} /> : null}
      {result.stderr ? <Value label="Error output (stderr)" value={result.stderr} /> : null}
      <ol className={styles.tests} aria-label="Test results">
        {shown.map(({ test, position }) => (
          <TestItem key={test.index} test={test} position={position} mode={result.mode} />
        ))}
      </ol>
      {moreFailing > 0 ? (
        <p className={styles.more} data-testid="more-failing">
          {`and ${moreFailing} more failing ${moreFailing === 1 ? 'test' : 'tests'}`}: fix this one
          first, then Submit again.
        </p>
      ) : null}
    </div>
  );
}
