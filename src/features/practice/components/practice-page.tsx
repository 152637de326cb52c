/**
 * Practice (product.md#practice): tabs "Coding Problems" and "SQL", the problem bank grouped by
 * topic, and a workspace that grades code for real in the browser (Pyodide, sql.js and, for
 * learners who choose the PostgreSQL or DuckDB dialect, PGlite or duckdb-wasm in workers), offline once cached. Both engines start loading as soon as the screen opens; the
 * problem text is readable before. The list comes from the problem index and a problem's text,
 * tests and reference solution from its own file when it is opened (use-problem-content.ts), so
 * the route ships no problem data. The selected problem lives in the URL (`?problem=`), so a
 * reload or a shared link opens it again; on narrow screens the list and the problem are two
 * views. Without a choice in the URL the learner's track decides the first tab (SQL for data
 * learners).
 */
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { chooseNextProblem } from '@/common/practice/choose-next-problem.ts';
import { DEFAULT_PRACTICE_TRACK, TRACK_LANGUAGES } from '@/common/practice/practice-track.ts';
import type { PracticeLanguage } from '@/common/practice/problem-schema.ts';
import { useSessionStore } from '@/src/lib/session-store.ts';
import { getPythonEngine, getSqlEngine } from '@/src/workers/app-engines.ts';
import { warmSqlEngineWhenIdle } from '../browser/warm-sql-engine-when-idle.ts';
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';
import { SyncStatus } from '@/src/components/ui/sync-status.tsx';
import { PRACTICE_ATTEMPT_DOC_TYPE } from '@/common/practice/attempt-schema.ts';
import { PRACTICE_DATASETS_ROUTE } from '@/common/routes.ts';
import { syncOwner } from '@/src/lib/sync/sync-owner.ts';
import { useCacheEnginesWhenReady } from '../hooks/use-cache-engines-when-ready.ts';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import { useProblem, useProblemIndex } from '../hooks/use-problem-content.ts';
import { useNow } from '../hooks/use-now.ts';
import { usePracticeProgress } from '../hooks/use-practice-progress.ts';
import { EngineStatus } from './engine-status.tsx';
import { OfflineControl } from './offline-control.tsx';
import styles from './practice-page.module.css';
import { ProblemList } from './problem-list.tsx';
import { ProblemWorkspace } from './problem-workspace.tsx';
import { ReviewQueue } from './review-queue.tsx';
import { TopicProgress } from './topic-progress.tsx';

const TABS: Array<{ language: PracticeLanguage; label: string }> = [
  { language: 'python', label: 'Coding Problems' },
  { language: 'sql', label: 'SQL' },
];

export function PracticePage() {
  const session = useSessionStore((state) => state.session);
  const owner = session ? syncOwner(session) : '';
  const [params, setParams] = useSearchParams();
  const wide = useMediaQuery('(min-width: 960px)');
  const progress = usePracticeProgress(owner);
  const now = useNow();
  const tabRefs = useRef<Record<PracticeLanguage, HTMLButtonElement | null>>({
    python: null,
    sql: null,
  });

  // The learner's track is not stored yet: every learner is a data learner (practice-track.ts).
  const track = DEFAULT_PRACTICE_TRACK;
  const index = useProblemIndex();
  const allProblems = useMemo(() => (index.status === 'ready' ? index.value : []), [index]);
  const selected = allProblems.find((problem) => problem.id === params.get('problem'));
  const opened = useProblem(selected?.id);
  const tabParam = params.get('tab');
  // Without a choice in the URL, the track's first problem set: data learners land on SQL.
  const tab: PracticeLanguage =
    selected?.language ??
    (tabParam === 'sql' || tabParam === 'python' ? tabParam : (TRACK_LANGUAGES[track][0] ?? 'sql'));
  const problems = useMemo(
    () => allProblems.filter((problem) => problem.language === tab),
    [allProblems, tab],
  );

  useEffect(() => {
    // Opening Practice refreshes progress from the server (the engine pulls after it has sent).
    appSyncEngine.requestFlush(0);
    getPythonEngine().start();
    getSqlEngine().start();
    // PostgreSQL and DuckDB are big: only the chosen one, in idle time, on a good connection.
    return warmSqlEngineWhenIdle();
  }, []);
  useCacheEnginesWhenReady();

  // Side by side on wide screens: open the first problem of the tab instead of an empty pane.
  const firstId = problems[0]?.id;
  useEffect(() => {
    if (wide && !selected && firstId) setParams({ problem: firstId }, { replace: true });
  }, [wide, selected, firstId, setParams]);

  const solved = allProblems.filter((problem) => progress?.get(problem.id)?.solved).length;
  const nextProblem = selected
    ? chooseNextProblem(allProblems, {
        track,
        isSolved: (id) => Boolean(progress?.get(id)?.solved),
        afterId: selected.id,
      })
    : undefined;

  const chooseTab = (language: PracticeLanguage) => {
    if (language !== tab) setParams({ tab: language });
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next: PracticeLanguage = tab === 'python' ? 'sql' : 'python';
    chooseTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Practice</h1>
          <p className={styles.summary} data-testid="practice-solved-count">
            {progress && index.status === 'ready'
              ? `${solved} of ${allProblems.length} problems solved`
              : '\u00a0'}
          </p>
        </div>
        <div className={styles.tools}>
          <Link to={PRACTICE_DATASETS_ROUTE}>Datasets</Link>
          <EngineStatus />
          <OfflineControl />
        </div>
      </header>

      <div className={styles.tabs} role="tablist" aria-label="Problem sets">
        {TABS.map(({ language, label }) => (
          <button
            key={language}
            ref={(element) => {
              tabRefs.current[language] = element;
            }}
            type="button"
            role="tab"
            id={`practice-tab-${language}`}
            aria-selected={tab === language}
            aria-controls="practice-panel"
            tabIndex={tab === language ? 0 : -1}
            className={styles.tab}
            onClick={() => chooseTab(language)}
            onKeyDown={onTabKey}
          >
            {label}
          </button>
        ))}
      </div>

      <div
        id="practice-panel"
        role="tabpanel"
        aria-labelledby={`practice-tab-${tab}`}
        className={styles.layout}
        data-view={selected ? 'problem' : 'list'}
      >
        <aside className={styles.sidebar}>
          <ReviewQueue problems={allProblems} progress={progress} now={now} />
          <TopicProgress problems={problems} progress={progress} />
          <ProblemList
            problems={problems}
            progress={progress}
            selectedId={selected?.id}
            label={tab === 'python' ? 'Coding problems' : 'SQL problems'}
          />
        </aside>
        <div className={styles.main}>
          {selected ? (
            <div className={styles.syncStatus}>
              {/* Attempts (Run and Submit) of this device: saved here first, then synced. */}
              <SyncStatus docType={PRACTICE_ATTEMPT_DOC_TYPE} />
            </div>
          ) : null}
          {selected && opened?.status === 'ready' ? (
            <ProblemWorkspace
              key={selected.id}
              problem={opened.value}
              owner={owner}
              status={progress?.get(selected.id)}
              backTo={`?tab=${tab}`}
              nextProblem={nextProblem}
            />
          ) : selected ? (
            <p className={styles.empty} role={opened?.status === 'error' ? 'alert' : undefined}>
              {opened?.status === 'error'
                ? `“${selected.title}” could not be loaded. Check your connection and try again.`
                : `Loading “${selected.title}”…`}
            </p>
          ) : index.status === 'error' ? (
            <p className={styles.empty} role="alert">
              The problems could not be loaded. Check your connection and try again.
            </p>
          ) : (
            <p className={styles.empty}>
              Pick a problem from the list.{' '}
              {firstId ? (
                <Link to={{ search: `?problem=${firstId}` }}>Start with the first one</Link>
              ) : null}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
