/**
 * Capstones of one track (issue 32): each capstone's title, summary, datasets and how many of its
 * milestones the learner has passed (a milestone passes with an accepted Check, i.e. a passing
 * Submit attempt, on this device or synced from another). Reached from the course dashboard.
 */
import { Link, useParams } from 'react-router';
import { capstonePath } from '@/common/routes.ts';
import { useSessionStore } from '@/src/lib/session-store.ts';
import { syncOwner } from '@/src/lib/sync/sync-owner.ts';
import { useCapstoneIndex } from '../hooks/use-capstone-content.ts';
import { usePracticeProgress } from '../hooks/use-practice-progress.ts';
import { countPassedMilestones } from '../logic/count-passed-milestones.ts';
import styles from './capstone-page.module.css';

const TRACK_TITLES: Record<string, string> = {
  'data-engineering': 'Data Engineering',
  'ai-engineering': 'AI Engineering',
};

export function CapstonesPage() {
  const { track = '' } = useParams();
  const session = useSessionStore((state) => state.session);
  const owner = session ? syncOwner(session) : '';
  const progress = usePracticeProgress(owner);
  const index = useCapstoneIndex();
  const trackTitle = TRACK_TITLES[track] ?? track;
  const capstones =
    index.status === 'ready' ? index.value.filter((capstone) => capstone.track === track) : [];

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>Capstones</h1>
        <p className={styles.muted}>
          {trackTitle}: real datasets, milestones checked in your browser, offline too.
        </p>
      </header>
      {index.status === 'loading' ? (
        <p className={styles.muted} role="status">
          Loading capstones…
        </p>
      ) : index.status === 'error' ? (
        <p className={styles.error} role="alert">
          The capstones could not be loaded. Check your connection and try again.
        </p>
      ) : capstones.length === 0 ? (
        <p className={styles.muted}>This track has no capstones yet.</p>
      ) : (
        <ol className={styles.cards}>
          {capstones.map((capstone) => {
            const passed = countPassedMilestones(capstone, progress);
            const total = capstone.milestones.length;
            return (
              <li key={capstone.id} className={styles.card}>
                <h2 className={styles.cardTitle}>
                  <Link to={capstonePath(capstone.track, capstone.id)}>{capstone.title}</Link>
                </h2>
                <p>{capstone.summary}</p>
                <p className={styles.muted}>
                  {passed === total ? 'Passed' : `${passed} of ${total} milestones passed`} ·
                  Datasets: {capstone.datasets.join(', ')}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
