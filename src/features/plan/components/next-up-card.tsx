/**
 * "Next up" on the first screen after sign-in: the plan's next 3 items and this week's progress,
 * or an invitation to make a plan. Reads the same live plan as the Plan screen, so completing a
 * lesson or a Submit anywhere ticks it here at once.
 */
import { Link } from 'react-router';
import { APP_ROUTES } from '@/common/routes.ts';
import { ProgressBar } from '@/src/components/ui/progress-bar.tsx';
import { useSessionStore } from '@/src/lib/session-store.ts';
import { syncOwner } from '@/src/lib/sync/sync-owner.ts';
import { usePlan } from '../hooks/use-plan.ts';
import { formatMinutes } from '../logic/format-minutes.ts';
import styles from './plan-page.module.css';

export function NextUpCard() {
  const session = useSessionStore((state) => state.session);
  const owner = session ? syncOwner(session) : null;
  const view = usePlan(owner);
  if (!view) return null;
  const { plan } = view;
  return (
    <section aria-labelledby="next-up" className={styles.nextUp}>
      <h2 id="next-up" className={styles.sectionTitle}>
        Next up
      </h2>
      {!plan ? (
        <p className={styles.meta}>
          No plan yet. <Link to={APP_ROUTES.plan}>Make your plan</Link>: the roles that fit you, and
          weekly steps toward one.
        </p>
      ) : (
        <>
          <ProgressBar
            value={
              plan.weekProgress.totalMinutes
                ? plan.weekProgress.doneMinutes / plan.weekProgress.totalMinutes
                : 0
            }
            label="This week's progress"
            valueText={`${plan.weekProgress.done} of ${plan.weekProgress.total} items done`}
            size="small"
          />
          <p className={styles.meta}>
            Week {plan.currentWeek} toward {plan.targetTitle}: {plan.weekProgress.done} of{' '}
            {plan.weekProgress.total} items done. <Link to={APP_ROUTES.plan}>Open your plan</Link>
          </p>
          {plan.nextUp.length === 0 ? (
            <p className={styles.meta}>Every planned item is done.</p>
          ) : (
            <ol className={styles.nextList}>
              {plan.nextUp.map((item) => (
                <li key={item.id}>
                  <Link to={item.href}>{item.title}</Link>{' '}
                  <span className={styles.meta}>· {formatMinutes(item.minutes)}</span>
                  <p className={styles.reason}>{item.reason}</p>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
