/**
 * One capstone (issue 32): the brief, the columns, source and licence of its datasets, and its
 * milestones in order, each with its status (passed when a Check, i.e. a Submit, passed every
 * hidden test). The selected milestone (`?milestone=`) opens in the practice workspace: its code
 * is a practice draft and every Run and Check a practice attempt, saved on the device first and
 * synced by the one sync engine. The capstone's files are cached on a visit, so it opens offline.
 */
import { useEffect, useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Capstone } from '@/common/capstones/capstone-schema.ts';
import { PRACTICE_ATTEMPT_DOC_TYPE } from '@/common/practice/attempt-schema.ts';
import { capstoneTrackPath } from '@/common/routes.ts';
import { SyncStatus } from '@/src/components/ui/sync-status.tsx';
import { useSessionStore } from '@/src/lib/session-store.ts';
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';
import { syncOwner } from '@/src/lib/sync/sync-owner.ts';
import { getPythonEngine, getSqlEngine } from '@/src/workers/app-engines.ts';
import { useCacheEnginesWhenReady } from '../hooks/use-cache-engines-when-ready.ts';
import { useCapstoneIndex, useDatasetIndex, useMilestone } from '../hooks/use-capstone-content.ts';
import { usePracticeProgress } from '../hooks/use-practice-progress.ts';
import { countPassedMilestones } from '../logic/count-passed-milestones.ts';
import { cacheCapstoneOffline } from '../storage/cache-capstone-offline.ts';
import styles from './capstone-page.module.css';
import { EngineStatus } from './engine-status.tsx';
import { ProblemWorkspace, type WorkspaceVariant } from './problem-workspace.tsx';
import { RichText } from './rich-text.tsx';
import { DatasetColumnsTable } from './dataset-columns-table.tsx';

function Datasets({ capstone }: { capstone: Capstone }) {
  const datasets = useDatasetIndex();
  if (datasets.status === 'loading') {
    return (
      <p className={styles.muted} role="status">
        Loading the datasets…
      </p>
    );
  }
  if (datasets.status === 'error') {
    return (
      <p className={styles.error} role="alert">
        The datasets could not be loaded. Check your connection and try again.
      </p>
    );
  }
  return (
    <>
      {datasets.value
        .filter((dataset) => capstone.datasets.includes(dataset.id))
        .map((dataset) => (
          <details key={dataset.id} className={styles.dataset}>
            <summary>
              <strong>{dataset.title}</strong> · table <code>{dataset.table}</code> ·{' '}
              {dataset.rowCount} rows
            </summary>
            <p className={styles.muted}>
              Source: <a href={dataset.source.url}>{dataset.source.title}</a>. Licence:{' '}
              <a href={dataset.license.url}>{dataset.license.title}</a>.
            </p>
            <DatasetColumnsTable dataset={dataset} />
          </details>
        ))}
    </>
  );
}

export function CapstonePage() {
  const { track = '', capstoneId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const session = useSessionStore((state) => state.session);
  const owner = session ? syncOwner(session) : '';
  const progress = usePracticeProgress(owner);
  const index = useCapstoneIndex();
  const capstone =
    index.status === 'ready'
      ? index.value.find((item) => item.id === capstoneId && item.track === track)
      : undefined;
  const milestoneId = capstone
    ? (capstone.milestones.find((m) => m.id === params.get('milestone')) ?? capstone.milestones[0])
        ?.id
    : undefined;
  const milestone = useMilestone(milestoneId);

  useEffect(() => {
    appSyncEngine.requestFlush(0);
    getPythonEngine().start();
    getSqlEngine().start();
  }, []);
  useCacheEnginesWhenReady();
  useEffect(() => {
    if (capstone) void cacheCapstoneOffline(capstone).catch(() => {});
  }, [capstone]);

  const position = capstone?.milestones.findIndex((m) => m.id === milestoneId) ?? -1;
  const next = capstone?.milestones[position + 1];
  const variant = useMemo<WorkspaceVariant>(
    () => ({
      backLabel: '← Milestones',
      submitLabel: 'Check',
      submittingLabel: 'Checking…',
      showSolution: false,
      accepted: next ? (
        <>
          Milestone passed. Next: <Link to={{ search: `?milestone=${next.id}` }}>{next.title}</Link>
        </>
      ) : (
        'Milestone passed.'
      ),
    }),
    [next],
  );

  if (index.status === 'loading') {
    return (
      <div className={`container ${styles.page}`}>
        <p className={styles.muted} role="status">
          Loading the capstone…
        </p>
      </div>
    );
  }
  if (!capstone) {
    return (
      <div className={`container ${styles.page}`}>
        <p className={styles.error} role="alert">
          {index.status === 'error'
            ? 'The capstone could not be loaded. Check your connection and try again.'
            : 'There is no such capstone.'}
        </p>
        <Link to={capstoneTrackPath(track)}>All capstones</Link>
      </div>
    );
  }

  const passed = countPassedMilestones(capstone, progress);
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <Link to={capstoneTrackPath(capstone.track)} className={styles.back}>
          ← Capstones
        </Link>
        <h1 className={styles.title}>{capstone.title}</h1>
        <p className={styles.muted} data-testid="capstone-progress">
          {passed === capstone.milestones.length
            ? 'Capstone passed: every milestone is checked.'
            : `${passed} of ${capstone.milestones.length} milestones passed`}
        </p>
        <div className={styles.tools}>
          <EngineStatus />
          <SyncStatus docType={PRACTICE_ATTEMPT_DOC_TYPE} />
        </div>
      </header>

      <section aria-labelledby="capstone-brief" className={styles.brief}>
        <h2 id="capstone-brief">Brief</h2>
        <RichText text={capstone.brief} />
        <h3>Datasets</h3>
        <Datasets capstone={capstone} />
      </section>

      <nav aria-label="Milestones">
        <ol className={styles.milestones}>
          {capstone.milestones.map((item, at) => {
            const done = Boolean(progress?.get(item.id)?.solved);
            return (
              <li key={item.id}>
                <button
                  type="button"
                  className={styles.milestone}
                  aria-current={item.id === milestoneId ? 'step' : undefined}
                  onClick={() => setParams({ milestone: item.id })}
                >
                  <span>
                    Milestone {at + 1}: {item.title}
                  </span>
                  <span className={done ? styles.passed : styles.muted}>
                    {done ? 'Passed' : 'Not passed yet'}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </nav>

      {milestone.status === 'ready' && milestoneId ? (
        <ProblemWorkspace
          key={milestoneId}
          problem={milestone.value}
          owner={owner}
          status={progress?.get(milestoneId)}
          backTo={`?milestone=${milestoneId}`}
          nextProblem={undefined}
          variant={variant}
        />
      ) : milestone.status === 'error' ? (
        <p className={styles.error} role="alert">
          This milestone could not be loaded. Check your connection and try again.
        </p>
      ) : (
        <p className={styles.muted} role="status">
          Loading the milestone…
        </p>
      )}
    </div>
  );
}
