/**
 * Loading state of the Python and SQL engines, shown while they start in the background (the
 * problem text is readable meanwhile). Once both are ready it shrinks to a short line.
 * PostgreSQL and DuckDB each appear once started (the learner chose it, or it is warming in idle time).
 */
import { ProgressBar } from '@/src/components/ui/progress-bar.tsx';
import { engineProgressFraction, type EngineState } from '@/src/workers/engine-state.ts';
import {
  getDuckdbEngine,
  getPostgresEngine,
  getPythonEngine,
  getSqlEngine,
} from '@/src/workers/app-engines.ts';
import { useEngineState } from '@/src/workers/use-engine-state.ts';
import styles from './engine-status.module.css';

function describe(name: string, state: EngineState): string {
  switch (state.status) {
    case 'idle':
      return `${name} will load when needed`;
    case 'loading': {
      const fraction = engineProgressFraction(state);
      if (state.progress?.phase === 'start') return `Starting ${name}…`;
      return fraction === null
        ? `Loading ${name}…`
        : `Loading ${name}… ${Math.round((fraction / 0.9) * 100)}%`;
    }
    case 'ready':
      return `${name} ready`;
    case 'error':
      return `${name} could not load`;
  }
}

function EngineLine({
  name,
  state,
  onRetry,
}: {
  name: string;
  state: EngineState;
  onRetry: () => void;
}) {
  return (
    <div
      className={`${styles.engine} ${styles[state.status]}`}
      data-engine={name}
      data-load-ms={state.status === 'ready' ? Math.round(state.loadMs) : undefined}
      data-download-ms={state.status === 'ready' ? Math.round(state.downloadMs) : undefined}
      data-phases-ms={
        state.status === 'ready' && state.phasesMs ? JSON.stringify(state.phasesMs) : undefined
      }
    >
      <span className={styles.label}>{describe(name, state)}</span>
      {state.status === 'loading' ? (
        <ProgressBar
          value={engineProgressFraction(state) ?? undefined}
          label={`${name} loading progress`}
          size="small"
        />
      ) : null}
      {state.status === 'error' ? (
        <span className={styles.error}>
          {state.message}{' '}
          <button type="button" className={styles.retry} onClick={onRetry}>
            Try again
          </button>
        </span>
      ) : null}
    </div>
  );
}

export function EngineStatus() {
  const python = getPythonEngine();
  const sql = getSqlEngine();
  const pythonState = useEngineState(python);
  const sqlState = useEngineState(sql);
  const postgres = getPostgresEngine();
  const postgresState = useEngineState(postgres);
  const duckdb = getDuckdbEngine();
  const duckdbState = useEngineState(duckdb);
  const announce = (name: string, state: EngineState) =>
    state.status === 'ready'
      ? `${name} ready.`
      : state.status === 'error'
        ? `${name} could not load.`
        : state.status === 'loading'
          ? `${name} loading.`
          : '';
  return (
    <div className={styles.status} data-testid="engine-status">
      <EngineLine name="Python" state={pythonState} onRetry={() => python.restart()} />
      <EngineLine name="SQL" state={sqlState} onRetry={() => sql.restart()} />
      {postgresState.status !== 'idle' ? (
        <EngineLine name="PostgreSQL" state={postgresState} onRetry={() => postgres.restart()} />
      ) : null}
      {duckdbState.status !== 'idle' ? (
        <EngineLine name="DuckDB" state={duckdbState} onRetry={() => duckdb.restart()} />
      ) : null}
      {/* Status changes only: progress percentages would make a screen reader chatter. */}
      <p className="visually-hidden" aria-live="polite">
        {announce('Python', pythonState)} {announce('SQL', sqlState)}{' '}
        {announce('PostgreSQL', postgresState)} {announce('DuckDB', duckdbState)}
      </p>
    </div>
  );
}
