/**
 * Once both engines have loaded online, keep a copy of every engine file for offline use (the
 * service worker may not control this first visit yet, so the page stores them itself). Used by
 * Practice and by capstones, which grade with the same engines.
 */
import { useEffect } from 'react';
import { getPythonEngine, getSqlEngine } from '@/src/workers/app-engines.ts';
import { readChosenOptionalEngines } from '@/src/lib/sql-dialect-preference.ts';
import { isPracticeOffline, makePracticeOffline } from '../storage/make-practice-offline.ts';
import { usePracticeStore } from '../stores/practice-store.ts';

export function useCacheEnginesWhenReady(): void {
  const setOffline = usePracticeStore((state) => state.setOffline);
  useEffect(() => {
    let cancelled = false;
    const python = getPythonEngine();
    const sql = getSqlEngine();
    const tryCache = () => {
      if (cancelled || python.getState().status !== 'ready' || sql.getState().status !== 'ready')
        return;
      if (!navigator.onLine || usePracticeStore.getState().offline.status === 'downloading') return;
      cancelled = true;
      // PostgreSQL's or DuckDB's files only for learners who chose it (the button takes all).
      const options = { optionalEngines: readChosenOptionalEngines() };
      void isPracticeOffline(options)
        .then((available) => (available ? undefined : makePracticeOffline(() => {}, options)))
        .then(
          () => setOffline({ status: 'available' }),
          () => {},
        );
    };
    const unsubscribers = [python.subscribe(tryCache), sql.subscribe(tryCache)];
    tryCache();
    return () => {
      cancelled = true;
      unsubscribers.forEach((unsubscribe) => unsubscribe());
    };
  }, [setOffline]);
}
