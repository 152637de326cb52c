/**
 * A graded exercise inside a lesson (content/README.md, "Exercises in lessons"): the prompt, an
 * editor, "Run" (the learner's code on the example data, with its result) and "Check" (every
 * test, hidden ones included, graded like practice: same graders, same rules). A SQL exercise
 * runs in the learner's "SQL dialect" (the practice control and remembered choice) among the
 * engines it lists. A passed Check is reported through `onPassed`, which records it in lesson
 * progress.
 *
 * The engines' clients are imported only when the learner runs or checks, so a lesson page
 * carries none of them until then.
 */
import { useEffect, useState } from 'react';
import type { RunResult, TestOutcome } from '@/common/practice/run-result-schema.ts';
import type { BuiltExercise } from '@/common/content/lesson-exercise-schema.ts';
import { toGradingProblem } from '@/common/content/to-grading-problem.ts';
import { chooseSqlDialect } from '@/common/practice/sql/choose-sql-dialect.ts';
import { Button } from '@/src/components/ui/button.tsx';
import { CodeTextarea } from '@/src/components/ui/code-textarea.tsx';
import { ProgressBar } from '@/src/components/ui/progress-bar.tsx';
import { SQL_DIALECT_LABELS, SqlDialectControl } from '@/src/components/ui/sql-dialect-control.tsx';
import { useSqlDialect } from '@/src/lib/use-sql-dialect.ts';
import { engineProgressFraction, type EngineState } from '@/src/workers/engine-state.ts';
import { fetchLessonExercise } from '../api/fetch-lesson-exercise.ts';
import { ResultTable } from '@/src/components/ui/result-table.tsx';
import { loadExerciseDraft } from '../storage/load-exercise-draft.ts';
import { saveExerciseDraft } from '../storage/save-exercise-draft.ts';
import { useEngineState } from '@/src/workers/use-engine-state.ts';
import type * as AppEnginesModule from '@/src/workers/app-engines.ts';
import styles from './lesson-exercise.module.css';

type AppEngines = typeof AppEnginesModule;

const IDLE: EngineState = { status: 'idle' };
/** Stands in for the engine until its client is imported (nothing has loaded yet). */
const NOT_LOADED = { getState: () => IDLE, subscribe: () => () => undefined };

type Loaded =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; exercise: BuiltExercise };

interface LessonExerciseProps {
  /** The signed-in learner (drafts are kept per learner). */
  owner: string;
  exerciseId: string;
  language: 'sql' | 'python';
  prompt: string;
  passed: boolean;
  onPassed: (exerciseId: string) => void;
}

const STATUS_LABEL: Record<TestOutcome['status'], string> = {
  passed: 'Passed',
  failed: 'Failed',
  error: 'Error',
  timeout: 'Timed out',
  skipped: 'Skipped',
};

function TestLine({ test, number }: { test: TestOutcome; number: number }) {
  const name = `Test ${number}${test.hidden ? ' (hidden)' : ' (example)'}`;
  const ok = test.status === 'passed';
  return (
    <li className={ok ? styles.passedTest : styles.failedTest}>
      <p className={styles.testHead}>
        <strong>{STATUS_LABEL[test.status]}</strong> · {name}
        {test.sql ? ` · ${test.input}` : ''}
      </p>
      {ok ? null : (
        <>
          {test.message ? <p className={styles.message}>{test.message}</p> : null}
          {test.error ? <pre className={styles.error}>{test.error}</pre> : null}
          {test.sql ? (
            <div className={styles.diff}>
              <ResultTable result={test.sql.expected} caption="Expected" />
              {test.sql.actual ? <ResultTable result={test.sql.actual} caption="Yours" /> : null}
            </div>
          ) : test.status === 'failed' ? (
            <dl className={styles.values}>
              <dt>Input</dt>
              <dd>
                <code>{test.input}</code>
              </dd>
              <dt>Expected</dt>
              <dd>
                <code>{test.expected}</code>
              </dd>
              <dt>Yours</dt>
              <dd>
                <code>{test.actual ?? 'nothing'}</code>
              </dd>
            </dl>
          ) : null}
        </>
      )}
    </li>
  );
}

function RunView({ result }: { result: RunResult }) {
  const first = result.tests[0];
  if (result.error) return <pre className={styles.error}>{result.error}</pre>;
  if (!first) return null;
  if (first.error) return <pre className={styles.error}>{first.error}</pre>;
  return (
    <div className={styles.output}>
      {first.sql?.actual ? (
        <ResultTable result={first.sql.actual} caption="Result on the example data" />
      ) : first.sql ? (
        <p>Your query returned no result set.</p>
      ) : (
        <dl className={styles.values}>
          <dt>Call</dt>
          <dd>
            <code>{first.input}</code>
          </dd>
          <dt>Returned</dt>
          <dd>
            <code>{first.actual ?? 'nothing'}</code>
          </dd>
        </dl>
      )}
      {first.stdout ? <pre className={styles.stdout}>{first.stdout}</pre> : null}
      <p className={styles.hint}>
        {first.status === 'passed'
          ? 'Matches the expected result on the example. Check runs the hidden tests.'
          : (first.message ?? 'Does not match the expected result on the example yet.')}
      </p>
    </div>
  );
}

function CheckView({ result }: { result: RunResult }) {
  const total = result.tests.length;
  const passed = result.tests.filter((test) => test.status === 'passed').length;
  return (
    <div className={styles.output}>
      <p className={result.status === 'passed' ? styles.summaryPassed : styles.summaryFailed}>
        {result.status === 'passed'
          ? `All ${total} tests passed.`
          : `${passed} of ${total} tests passed.`}
      </p>
      {result.error ? <pre className={styles.error}>{result.error}</pre> : null}
      <ol className={styles.tests}>
        {result.tests.map((test, index) => (
          <TestLine key={test.index} test={test} number={index + 1} />
        ))}
      </ol>
    </div>
  );
}

export function LessonExercise({
  owner,
  exerciseId,
  language,
  prompt,
  passed,
  onPassed,
}: LessonExerciseProps) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [code, setCode] = useState<string | null>(
    () => loadExerciseDraft(owner, exerciseId) ?? null,
  );
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ mode: 'run' | 'check'; result: RunResult } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [engines, setEngines] = useState<AppEngines | null>(null);
  const chosenDialect = useSqlDialect();
  const sqlChoice =
    loaded.status === 'ready' && loaded.exercise.language === 'sql'
      ? chooseSqlDialect(loaded.exercise, chosenDialect)
      : undefined;
  const dialect = sqlChoice?.dialect ?? 'sqlite';
  const engine = engines?.getEngine(language, dialect) ?? null;
  const engineState = useEngineState(engine ?? NOT_LOADED);

  useEffect(() => {
    let live = true;
    fetchLessonExercise(exerciseId).then(
      (exercise) => {
        if (!live) return;
        setLoaded({ status: 'ready', exercise });
        setCode((current) => current ?? exercise.starterCode);
      },
      () => {
        if (live) setLoaded({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [exerciseId, attempt]);

  const run = async (mode: 'run' | 'check') => {
    if (loaded.status !== 'ready' || code === null || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const modules = engines ?? (await import('@/src/workers/app-engines.ts'));
      setEngines(modules);
      const problem = toGradingProblem(loaded.exercise);
      const request = { code, mode: mode === 'run' ? ('run' as const) : ('submit' as const) };
      const result =
        problem.language === 'python'
          ? await modules.getPythonEngine().run({ ...request, problem })
          : await modules.getSqlEngineFor(dialect).run({ ...request, problem });
      setOutcome({ mode, result });
      if (mode === 'check' && result.status === 'passed') onPassed(exerciseId);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const name = language === 'sql' ? 'SQL' : 'Python';
  const engineName = language === 'sql' ? SQL_DIALECT_LABELS[dialect] : 'Python';
  const fraction = engineProgressFraction(engineState);
  return (
    <div className={styles.exercise} data-exercise-id={exerciseId}>
      <p className={styles.kicker}>
        {name} exercise
        {passed ? <span className={styles.badge}>Passed</span> : null}
      </p>
      {prompt.split(/\n\s*\n/).map((part, index) => (
        <p key={index} className={styles.prompt}>
          {part}
        </p>
      ))}
      {loaded.status === 'loading' ? (
        <p role="status">Loading exercise...</p>
      ) : loaded.status === 'failed' ? (
        <div role="alert" className={styles.notice}>
          <p>This exercise could not be loaded. Connect to the internet and try again.</p>
          <Button variant="secondary" size="small" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          {loaded.exercise.language === 'sql' && loaded.exercise.seed.trim() ? (
            <details className={styles.data}>
              <summary>Tables and example data</summary>
              <pre>{`${loaded.exercise.schema}\n\n${loaded.exercise.seed}`}</pre>
            </details>
          ) : null}
          {sqlChoice && loaded.exercise.language === 'sql' ? (
            <SqlDialectControl
              engines={loaded.exercise.engines}
              dialect={dialect}
              fixed={sqlChoice.fixed}
              unsupported={sqlChoice.unsupported}
              subject="exercise"
            />
          ) : null}
          <CodeTextarea
            label={`${name} answer`}
            value={code ?? ''}
            onChange={(next) => {
              setCode(next);
              saveExerciseDraft(owner, exerciseId, next);
            }}
            onRun={() => void run('run')}
          />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => void run('run')} disabled={busy}>
              Run
            </Button>
            <Button onClick={() => void run('check')} disabled={busy}>
              Check
            </Button>
            {busy ? <span role="status">Running...</span> : null}
          </div>
          {engineState.status === 'loading' ? (
            <div className={styles.engine}>
              <span>Loading {engineName}…</span>
              <ProgressBar
                value={fraction ?? undefined}
                label={`${engineName} loading progress`}
                size="small"
              />
            </div>
          ) : engineState.status === 'error' ? (
            <p role="alert" className={styles.failure}>
              {engineName} could not load: {engineState.message}{' '}
              <Button variant="ghost" size="small" onClick={() => engine?.restart()}>
                Try again
              </Button>
            </p>
          ) : null}
          {failure ? (
            <p role="alert" className={styles.failure}>
              {failure}
            </p>
          ) : null}
          <div aria-live="polite">
            {outcome?.mode === 'run' ? <RunView result={outcome.result} /> : null}
            {outcome?.mode === 'check' ? <CheckView result={outcome.result} /> : null}
          </div>
        </>
      )}
    </div>
  );
}
