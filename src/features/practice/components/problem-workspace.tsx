/**
 * One problem: its statement beside the editor, Run and Submit, and the output area; hints and
 * the solution under the statement on wide screens, after the output on narrow ones (the editor
 * must not sit below them on a phone). The code is the learner's autosaved draft, held by the
 * uncontrolled editor; results come from the in-browser engines and every run is recorded as an
 * attempt. The last result on this device shows again after a reload. After an accepted Submit,
 * "Next problem" offers the next unsolved one of the learner's track.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ProblemSummary } from '@/common/practice/problem-content-paths.ts';
import type { Problem } from '@/common/practice/problem-schema.ts';
import { chooseSqlDialect } from '@/common/practice/sql/choose-sql-dialect.ts';
import type { QueryPlanNode } from '@/common/practice/sql/query-plan-node.ts';
import { Link } from 'react-router';
import { Button, buttonClassName } from '@/src/components/ui/button.tsx';
import {
  getEngine,
  getOptionalSqlEngine,
  getSqlEngineFor,
  SQL_ENGINE_NAMES,
} from '@/src/workers/app-engines.ts';
import { useDraft } from '../hooks/use-draft.ts';
import { useEngineState } from '@/src/workers/use-engine-state.ts';
import { useLatestAttempt } from '../hooks/use-latest-attempt.ts';
import type { ProblemStatus } from '../hooks/use-practice-progress.ts';
import { useProblemRunner } from '../hooks/use-problem-runner.ts';
import { useSqlDialect } from '@/src/lib/use-sql-dialect.ts';
import { useLearningAidsStore } from '../stores/learning-aids-store.ts';
import { usePracticeStore } from '../stores/practice-store.ts';
import { CodeEditor, type CodeEditorHandle } from './code-editor.tsx';
import { ProblemAids } from './problem-aids.tsx';
import { ProblemDescription } from './problem-description.tsx';
import { SQL_DIALECT_LABELS, SqlDialectControl } from '@/src/components/ui/sql-dialect-control.tsx';
import styles from './problem-workspace.module.css';
import { RunOutput, summarize } from './run-output.tsx';

// The plan view shows only after the learner presses Explain: its code loads then, not with the route.
const QueryPlan = lazy(() =>
  import('./query-plan.tsx').then((module) => ({ default: module.QueryPlan })),
);

const SAVE_LABEL = {
  idle: '',
  saving: 'Saving draft…',
  saved: 'Draft saved',
  error: 'Could not save the draft on this device',
} as const;

function timeAgo(epochMs: number): string {
  const seconds = Math.max(0, Math.round((Date.now() - epochMs) / 1000));
  if (seconds < 60) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return new Date(epochMs).toLocaleDateString();
}

/**
 * How a capstone milestone differs from a practice problem: "Check" instead of "Submit", its own
 * back link and message after a pass, and no reference solution (a pass is certificate evidence).
 */
export interface WorkspaceVariant {
  backLabel: string;
  submitLabel: string;
  submittingLabel: string;
  showSolution: boolean;
  /** Replaces "Up next" after an accepted Submit. */
  accepted: ReactNode;
}

export function ProblemWorkspace({
  problem,
  owner,
  status,
  backTo,
  nextProblem,
  variant,
}: {
  problem: Problem;
  owner: string;
  status: ProblemStatus | undefined;
  /** Link back to the list on narrow screens. */
  backTo: string;
  /** Offered after an accepted Submit; none when every other problem is solved. */
  nextProblem: ProblemSummary | undefined;
  variant?: WorkspaceVariant;
}) {
  const submitLabel = variant?.submitLabel ?? 'Submit';
  const editor = useRef<CodeEditorHandle>(null);
  const draft = useDraft(owner, problem, status?.serverCode, editor);
  const chosenDialect = useSqlDialect();
  const sqlChoice =
    problem.language === 'sql' ? chooseSqlDialect(problem, chosenDialect) : undefined;
  const dialect = sqlChoice?.dialect ?? 'sqlite';
  const runProblem = useProblemRunner(owner, problem, dialect);
  // SQLite starts with Practice; PostgreSQL or DuckDB as soon as a problem runs in it.
  useEffect(() => {
    if (problem.language === 'sql' && dialect !== 'sqlite') getOptionalSqlEngine(dialect).start();
  }, [problem.language, dialect]);
  const runState = usePracticeStore((state) => state.runs[problem.id]);
  const latest = useLatestAttempt(owner, problem.id);
  const engineState = useEngineState(getEngine(problem.language, dialect));
  const language = problem.language === 'python' ? 'Python' : SQL_ENGINE_NAMES[dialect];
  const [plan, setPlan] = useState<
    | { status: 'loading' }
    | { status: 'ready'; engine: string; nodes: QueryPlanNode[] }
    | { status: 'error'; message: string }
    | null
  >(null);

  const ready = draft.initialCode !== undefined;
  const running = runState?.running;
  // Run and Submit read the editor's text itself: it is ahead of any render.
  const { getCode } = draft;
  const run = useCallback(
    (code: string = getCode()) => {
      if (ready) void runProblem('run', code);
    },
    [ready, runProblem, getCode],
  );
  const submit = useCallback(
    (code: string = getCode()) => {
      if (ready) void runProblem('submit', code);
    },
    [ready, runProblem, getCode],
  );

  const explain = useCallback(() => {
    if (!ready || problem.language !== 'sql') return;
    const engine = SQL_DIALECT_LABELS[dialect];
    setPlan({ status: 'loading' });
    getSqlEngineFor(dialect)
      .explain(problem, getCode())
      .then(
        (nodes) => setPlan({ status: 'ready', engine, nodes }),
        (error: unknown) =>
          setPlan({
            status: 'error',
            message: `${engine} could not explain your query: ${error instanceof Error ? error.message : String(error)}`,
          }),
      );
  }, [ready, problem, dialect, getCode]);

  const result = runState?.result ?? latest?.result;
  const resultAt = runState?.resultAt ?? latest?.createdAt;
  const failedSubmit = result?.mode === 'submit' && result.status !== 'passed';
  const accepted = result?.mode === 'submit' && result.status === 'passed';
  const showSolution = useLearningAidsStore((state) => state.showSolution);
  const revealSolution = () => {
    showSolution(problem.id);
    // The solution sits with the hints, away from the output (above it or below it): bring it into view.
    requestAnimationFrame(() => {
      const section = document.getElementById(`solution-${problem.id}`);
      section?.scrollIntoView({ block: 'start' });
      section?.focus({ preventScroll: true });
    });
  };

  return (
    <div className={styles.workspace}>
      <div className={styles.statement}>
        <Link
          to={backTo}
          className={`${buttonClassName({ variant: 'ghost', size: 'small' })} ${styles.back}`}
        >
          {variant?.backLabel ?? '← All problems'}
        </Link>
        <ProblemDescription problem={problem} status={status} />
      </div>

      <div className={styles.work}>
        {problem.language === 'sql' && sqlChoice ? (
          <SqlDialectControl
            engines={problem.engines}
            dialect={dialect}
            fixed={sqlChoice.fixed}
            unsupported={sqlChoice.unsupported}
          />
        ) : null}
        {draft.initialCode !== undefined ? (
          <CodeEditor
            ref={editor}
            documentId={problem.id}
            defaultValue={draft.initialCode}
            language={problem.language}
            label={`${language} code for ${problem.title}`}
            onChange={draft.onEdit}
            onRun={run}
            onSubmit={submit}
          />
        ) : (
          <p className={styles.placeholder} role="status">
            Loading your code…
          </p>
        )}

        <div className={styles.actions}>
          <Button
            variant="ghost"
            size="small"
            disabled={!ready || Boolean(running)}
            onClick={() => {
              if (
                window.confirm('Replace your code with the starter code? Your draft will be lost.')
              )
                draft.reset();
            }}
          >
            Reset code
          </Button>
          <span className={styles.saveState} aria-live="polite">
            {SAVE_LABEL[draft.saveState]}
          </span>
          <span className={styles.primaryActions}>
            {problem.language === 'sql' ? (
              <Button
                variant="ghost"
                onClick={explain}
                disabled={!ready || Boolean(running) || plan?.status === 'loading'}
              >
                {plan?.status === 'loading' ? 'Explaining…' : 'Explain'}
              </Button>
            ) : null}
            <Button
              variant="secondary"
              onClick={() => run()}
              disabled={!ready || Boolean(running)}
              aria-keyshortcuts="Control+Enter"
            >
              {running === 'run' ? 'Running…' : 'Run'}
            </Button>
            <Button
              onClick={() => submit()}
              disabled={!ready || Boolean(running)}
              aria-keyshortcuts="Control+Shift+Enter"
            >
              {running === 'submit' ? (variant?.submittingLabel ?? 'Submitting…') : submitLabel}
            </Button>
          </span>
        </div>

        {/* One short announcement per run, rather than reading out every test. */}
        <p className="visually-hidden" aria-live="polite">
          {running
            ? 'Running…'
            : runState?.error
              ? runState.error
              : runState?.result
                ? summarize(runState.result)
                : ''}
        </p>
        <section
          className={styles.output}
          aria-label="Output"
          aria-busy={Boolean(running)}
          data-testid="practice-output"
        >
          {running ? (
            <p className={styles.running}>
              {runState?.waitingForEngine
                ? engineState.status === 'error'
                  ? `${language} could not load.`
                  : `Waiting for ${language} to finish loading…`
                : running === 'run'
                  ? 'Running the examples…'
                  : 'Running every test, including hidden ones…'}
            </p>
          ) : runState?.error ? (
            <p className={styles.error}>{runState.error}</p>
          ) : result ? (
            <>
              {resultAt && !runState?.result ? (
                <p className={styles.muted}>
                  Your last {latest?.mode === 'submit' ? 'submission' : 'run'}, {timeAgo(resultAt)}
                </p>
              ) : null}
              <RunOutput result={result} />
              {accepted && variant ? (
                <p className={styles.next}>{variant.accepted}</p>
              ) : accepted ? (
                <p className={styles.next} data-testid="next-problem">
                  {nextProblem ? (
                    <>
                      <span>
                        Up next: <strong>{nextProblem.title}</strong> ({nextProblem.topic})
                      </span>
                      <Link
                        to={{ search: `?problem=${nextProblem.id}` }}
                        className={buttonClassName({ variant: 'primary', size: 'small' })}
                      >
                        Next problem →
                      </Link>
                    </>
                  ) : (
                    'You have solved every problem. Well done!'
                  )}
                </p>
              ) : null}
              {failedSubmit && (variant?.showSolution ?? true) ? (
                <p className={styles.stuck}>
                  Stuck? Take the next hint, or{' '}
                  <Button variant="secondary" size="small" onClick={revealSolution}>
                    See the reference solution
                  </Button>
                </p>
              ) : null}
            </>
          ) : (
            <p className={styles.muted}>
              Run checks your code against the examples. {submitLabel} checks every test, including
              hidden ones.
            </p>
          )}
        </section>
        {plan ? (
          <div className={styles.planArea} aria-live="polite" aria-busy={plan.status === 'loading'}>
            {plan.status === 'loading' ? (
              <p className={styles.running}>
                {engineState.status === 'ready'
                  ? 'Computing the plan…'
                  : `Waiting for ${language} to finish loading…`}
              </p>
            ) : plan.status === 'error' ? (
              <p className={styles.error}>{plan.message}</p>
            ) : (
              <Suspense fallback={<p className={styles.running}>Computing the plan…</p>}>
                <QueryPlan engine={plan.engine} nodes={plan.nodes} />
              </Suspense>
            )}
          </div>
        ) : null}
      </div>

      <div className={styles.aids}>
        <ProblemAids
          problem={problem}
          status={status}
          failedSubmit={failedSubmit}
          showSolution={variant?.showSolution ?? true}
        />
      </div>
    </div>
  );
}
