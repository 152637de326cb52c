/**
 * "Make practice available offline": downloads every engine file into the cache with progress,
 * and says when Practice already works offline.
 */
import { useEffect } from 'react';
import { formatBytes } from '@/common/format-bytes.ts';
import { Button } from '@/src/components/ui/button.tsx';
import { ProgressBar } from '@/src/components/ui/progress-bar.tsx';
import { isPracticeOffline, makePracticeOffline } from '../storage/make-practice-offline.ts';
import { readChosenOptionalEngines } from '@/src/lib/sql-dialect-preference.ts';
import { usePracticeStore } from '../stores/practice-store.ts';
import styles from './offline-control.module.css';

const MEGABYTES = { smallest: 'MB', largest: 'MB', decimals: 'one' } as const;

export function OfflineControl() {
  const offline = usePracticeStore((state) => state.offline);
  const setOffline = usePracticeStore((state) => state.setOffline);

  useEffect(() => {
    if (usePracticeStore.getState().offline.status !== 'unknown') return;
    // "Works offline" means in the learner's SQL dialect: PostgreSQL's or DuckDB's files count
    // only for learners who chose it.
    void isPracticeOffline({ optionalEngines: readChosenOptionalEngines() }).then(
      (available) => setOffline({ status: available ? 'available' : 'missing' }),
      () => setOffline({ status: 'missing' }),
    );
  }, [setOffline]);

  const start = () => {
    setOffline({ status: 'downloading', loadedBytes: 0, totalBytes: 0 });
    makePracticeOffline((progress) => setOffline({ status: 'downloading', ...progress })).then(
      () => setOffline({ status: 'available' }),
      (error: unknown) =>
        setOffline({
          status: 'error',
          message: error instanceof Error ? error.message : 'The download failed.',
        }),
    );
  };

  return (
    <div className={styles.control}>
      <p className="visually-hidden" aria-live="polite">
        {offline.status === 'downloading'
          ? 'Downloading Practice for offline use.'
          : offline.status === 'available'
            ? 'Practice works offline on this device.'
            : ''}
      </p>
      {offline.status === 'available' ? (
        <p className={styles.done} data-testid="practice-offline-ready">
          ✓ Practice works offline on this device
        </p>
      ) : offline.status === 'downloading' ? (
        <div className={styles.progress}>
          <span>
            Downloading for offline use…{' '}
            {offline.totalBytes > 0
              ? `${formatBytes(offline.loadedBytes, MEGABYTES)} of ${formatBytes(offline.totalBytes, MEGABYTES)}`
              : ''}
          </span>
          <ProgressBar
            value={offline.totalBytes > 0 ? offline.loadedBytes / offline.totalBytes : undefined}
            label="Offline download progress"
          />
        </div>
      ) : (
        <>
          <Button
            variant="secondary"
            size="small"
            onClick={start}
            disabled={offline.status === 'unknown'}
          >
            Make practice available offline
          </Button>
          {offline.status === 'error' ? (
            <p className={styles.error} role="alert">
              {offline.message} Check your connection and try again.
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
