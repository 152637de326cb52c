/**
 * The runner beside the notes for SQL and Python questions: an uncontrolled code box (autosaved
 * with the session) and "Run tests", graded in the browser by the practice engines' workers. The
 * result (tests passed) is saved as evidence for the score.
 */
import { useEffect, useRef, useState } from 'react';
import type {
  InterviewCheck,
  InterviewQuestion,
} from '@/common/interviews/interview-content-schema.ts';
import {
  answerKey,
  codeKey,
  readAnswer,
  type InterviewSessionRow,
} from '@/common/interviews/interview-session-schema.ts';
import { toCheckProblem } from '@/common/interviews/to-check-problem.ts';
import type { PythonProblem, SqlProblem } from '@/common/practice/problem-schema.ts';
import type { RunResult } from '@/common/practice/run-result-schema.ts';
import { Button } from '@/src/components/ui/button.tsx';
import type { PythonEngine } from '@/src/workers/pyodide-client.ts';
import type { SqlEngine } from '@/src/workers/sql-client.ts';
import { getEngine } from '@/src/workers/app-engines.ts';
import { saveSessionFields } from '../storage/save-session-fields.ts';
import styles from './interviews-page.module.css';

/** Quiet time after the last keystroke before code is saved (ms). */
const CODE_SAVE_DELAY_MS = 400;

interface Props {
  owner: string;
  row: InterviewSessionRow;
  question: InterviewQuestion & { check: InterviewCheck };
  timePatch: () => Record<string, unknown>;
}

async function grade(question: Props['question'], code: string): Promise<RunResult> {
  const problem = toCheckProblem(question);
  if (problem.language === 'sql') {
    const engine = getEngine('sql') as SqlEngine;
    return engine.run({ problem: problem as SqlProblem, code, mode: 'submit' });
  }
  const engine = getEngine('python') as PythonEngine;
  return engine.run({ problem: problem as PythonProblem, code, mode: 'submit' });
}

export function CodeCheck({ owner, row, question, timePatch }: Props) {
  const { check } = question;
  const box = useRef<HTMLTextAreaElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [state, setState] = useState<'idle' | 'running' | 'error'>('idle');
  const [result, setResult] = useState<RunResult | null>(null);
  const [initialCode] = useState(() => row.fields[codeKey(question.id)] ?? check.starterCode);
  const saved = readAnswer(row.fields, question.id).run;

  async function saveCode() {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    const code = box.current?.value;
    if (code !== undefined)
      await saveSessionFields(owner, row.id, { [codeKey(question.id)]: code });
  }

  useEffect(
    () => () => {
      if (timer.current !== undefined) void saveCode();
    },
    // Unmount only: the pending code must reach the device.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  async function run() {
    setState('running');
    try {
      await saveCode();
      const outcome = await grade(question, box.current?.value ?? '');
      setResult(outcome);
      setState('idle');
      const patch = timePatch();
      const answer = readAnswer(row.fields, question.id);
      await saveSessionFields(owner, row.id, {
        ...patch,
        [answerKey(question.id)]: {
          ...answer,
          ...(patch[answerKey(question.id)] as object | undefined),
          run: { passed: outcome.passed, total: Math.max(1, outcome.total) },
        },
      });
    } catch (error) {
      console.error('The code check failed to run', error);
      setState('error');
    }
  }

  const failures = result?.tests.filter((test) => test.status !== 'passed') ?? [];
  return (
    <div className={styles.codeCheck}>
      {check.language === 'sql' ? (
        <details>
          <summary>Tables</summary>
          <pre className={styles.schema}>{check.schema}</pre>
        </details>
      ) : (
        <p className={styles.meta}>
          Define <code>{`${check.entryPoint}(${check.params.join(', ')})`}</code>.
        </p>
      )}
      <label htmlFor="interview-code" className={styles.notesLabel}>
        {check.language === 'sql' ? 'Your query' : 'Your code'}
      </label>
      <textarea
        id="interview-code"
        ref={box}
        className={styles.code}
        defaultValue={initialCode}
        onInput={() => {
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => void saveCode(), CODE_SAVE_DELAY_MS);
        }}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        rows={8}
      />
      <div className={styles.runRow}>
        <Button variant="secondary" onClick={() => void run()} disabled={state === 'running'}>
          {state === 'running' ? 'Running...' : 'Run tests'}
        </Button>
        <p role="status" data-testid="code-check-result" className={styles.meta}>
          {state === 'error'
            ? 'The engine could not run this code. Try again.'
            : result
              ? `${result.passed}/${result.total} tests passed${result.error ? `: ${result.error}` : ''}`
              : saved
                ? `Last run: ${saved.passed}/${saved.total} tests passed`
                : 'Prove your answer: run the tests in your browser.'}
        </p>
      </div>
      {failures.length > 0 && (
        <ul className={styles.failures}>
          {failures.map((test) => (
            <li key={test.index}>
              {test.message ??
                test.error ??
                `Expected ${test.expected}, got ${test.actual ?? 'nothing'}`}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
