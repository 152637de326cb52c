/**
 * Due job reminders on the first screen after sign-in, beside the plan's "Next up": nothing when
 * none is due. Each links to its job on the Jobs screen.
 */
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { APP_ROUTES } from '@/common/routes.ts';
import { useSessionStore } from '@/src/lib/session-store.ts';
import { syncOwner } from '@/src/lib/sync/sync-owner.ts';
import { useJobs } from '../hooks/use-jobs.ts';
import { readDueReminders } from '../logic/read-due-reminders.ts';
import styles from './jobs-page.module.css';

const CLOCK_TICK_MS = 30_000;

export function DueRemindersCard() {
  const session = useSessionStore((state) => state.session);
  const jobs = useJobs(session ? syncOwner(session) : null);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const due = useMemo(() => readDueReminders(jobs ?? [], now), [jobs, now]);
  if (due.length === 0) return null;
  return (
    <section aria-labelledby="due-reminders" className={styles.dueBox}>
      <h2 id="due-reminders" className={styles.smallTitle}>
        {due.length} job reminder{due.length === 1 ? '' : 's'} due
      </h2>
      <ul className={styles.entries}>
        {due.map(({ job, reminderId, reminder }) => (
          <li key={`${job.id}-${reminderId}`}>
            <Link to={`${APP_ROUTES.jobs}?job=${job.id}`}>
              {reminder.text} · {job.fields.title} at {job.fields.company}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
