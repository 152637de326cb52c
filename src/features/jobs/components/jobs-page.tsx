/**
 * Jobs (docs/product.md#jobs): the applications board (Saved, Applied, Interviewing, Offer,
 * Closed), Add job, one job's details, due reminders (with a browser notification when allowed),
 * and exports (CSV of every application, the reminders as a calendar file). Every change is
 * written on this device first and synced.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { JOB_STAGE_LABELS, type JobRow, type JobStage } from '@/common/jobs/job-document-schema.ts';
import type { ResumeDetails } from '@/common/resume/resume-schema.ts';
import { Button } from '@/src/components/ui/button.tsx';
import { saveFile } from '@/src/lib/save-file.ts';
import { useSessionStore } from '@/src/lib/session-store.ts';
import { syncOwner } from '@/src/lib/sync/sync-owner.ts';
import { todayOnDevice } from '@/src/lib/today-on-device.ts';
import { useJobMatches } from '../hooks/use-job-matches.ts';
import { useJobs } from '../hooks/use-jobs.ts';
import { useReadyResumes } from '../hooks/use-ready-resumes.ts';
import { jobsToCsv } from '../logic/jobs-to-csv.ts';
import { readDueReminders } from '../logic/read-due-reminders.ts';
import { remindersToIcs } from '../logic/reminders-to-ics.ts';
import type { JobFormValues } from '../logic/validate-job-form.ts';
import { deleteJob } from '../storage/delete-job.ts';
import { saveJobFields } from '../storage/save-job-fields.ts';
import { AddJobForm } from './add-job-form.tsx';
import { JobBoard } from './job-board.tsx';
import { JobDetail } from './job-detail.tsx';
import { useReminderNotifications } from '../hooks/use-reminder-notifications.ts';
import styles from './jobs-page.module.css';

const NO_JOBS: JobRow[] = [];
const NO_RESUMES: ResumeDetails[] = [];

/** How long a deleted job can be brought back, in milliseconds. */
const UNDO_WINDOW_MS = 8_000;
/** How often due reminders are looked at again, in milliseconds. */
const CLOCK_TICK_MS = 30_000;

export function JobsPage() {
  const session = useSessionStore((state) => state.session);
  const owner = session ? syncOwner(session) : null;
  const jobs = useJobs(owner);
  const resumes = useReadyResumes(owner) ?? NO_RESUMES;
  const [params, setParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const [showArchived, setShowArchived] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<{ job: JobRow; timer: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const today = todayOnDevice(now);
  const due = useMemo(() => readDueReminders(jobs ?? [], now), [jobs, now]);
  const notifications = useReminderNotifications(due);
  const matches = useJobMatches(jobs ?? NO_JOBS, resumes, today);
  const dueCounts = useMemo(() => {
    const counts = new Map<string, number>();
    for (const { job } of due) counts.set(job.id, (counts.get(job.id) ?? 0) + 1);
    return counts;
  }, [due]);
  // Stable card callbacks: they read the newest jobs through a ref.
  const latest = useRef({ jobs, owner });
  useEffect(() => {
    latest.current = { jobs, owner };
  });
  const openJob = useCallback((id: string) => setParams({ job: id }), [setParams]);
  const moveJob = useCallback((id: string, stage: JobStage) => {
    const { owner: who } = latest.current;
    if (!who) return;
    saveJobFields(who, id, { stage }).catch((reason: unknown) =>
      setError(
        `The move could not be saved on this device: ${reason instanceof Error ? reason.message : String(reason)}`,
      ),
    );
  }, []);

  if (!owner) return null;
  if (!jobs) {
    return (
      <div className="container">
        <h1 className="page-title">Jobs</h1>
        <p role="status">Loading your jobs...</p>
      </div>
    );
  }

  const fail = (what: string) => (reason: unknown) =>
    setError(`${what}: ${reason instanceof Error ? reason.message : String(reason)}`);
  const save = (job: JobRow, patch: Record<string, unknown>, coalesce = false) =>
    saveJobFields(owner, job.id, patch, { coalesce }).catch(
      fail('The change could not be saved on this device'),
    );
  const create = async (values: JobFormValues) => {
    const id = crypto.randomUUID();
    await saveJobFields(owner, id, {
      ...values,
      link: values.link.trim(),
      stage: 'saved',
      archived: false,
      resumeId: resumes[0]?.resume_id ?? '',
      coverLetter: '',
      createdAt: new Date().toISOString(),
    });
    setAdding(false);
    setParams({ job: id });
  };
  const remove = (job: JobRow) => {
    if (pendingDelete) {
      window.clearTimeout(pendingDelete.timer);
      void deleteJob(owner, pendingDelete.job.id).catch(fail('The job could not be deleted'));
    }
    const timer = window.setTimeout(() => {
      setPendingDelete(null);
      void deleteJob(owner, job.id).catch(fail('The job could not be deleted'));
    }, UNDO_WINDOW_MS);
    setPendingDelete({ job, timer });
    setParams({});
  };
  const undoDelete = () => {
    if (!pendingDelete) return;
    window.clearTimeout(pendingDelete.timer);
    setPendingDelete(null);
  };

  const visible = jobs.filter(
    (job) => job.id !== pendingDelete?.job.id && (showArchived || !job.fields.archived),
  );
  const open = jobs.find((job) => job.id === params.get('job') && job.id !== pendingDelete?.job.id);

  return (
    <div className="container">
      <h1 className="page-title">Jobs</h1>
      <div className={styles.toolbar}>
        <Button type="button" onClick={() => setAdding(true)} disabled={adding}>
          Add job
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={jobs.length === 0}
          onClick={() => saveFile(jobsToCsv(jobs), `nyra-applications-${today}.csv`, 'text/csv')}
        >
          Export CSV
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={jobs.length === 0}
          onClick={() =>
            saveFile(
              remindersToIcs(jobs, new Date()),
              `nyra-reminders-${today}.ics`,
              'text/calendar',
            )
          }
        >
          Export reminders (.ics)
        </Button>
        <label className={styles.checkLabel}>
          <input
            type="checkbox"
            checked={showArchived}
            onChange={(e) => setShowArchived(e.target.checked)}
          />
          Show archived
        </label>
        {notifications.canAsk && (
          <Button type="button" variant="ghost" onClick={notifications.ask}>
            Notify me of due reminders
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {pendingDelete && (
        <p role="status" className={styles.undo}>
          “{pendingDelete.job.fields.title}” deleted.{' '}
          <Button type="button" variant="secondary" size="small" onClick={undoDelete}>
            Undo
          </Button>
        </p>
      )}
      {due.length > 0 && (
        <section aria-labelledby="jobs-due" className={styles.dueBox}>
          <h2 id="jobs-due" className={styles.smallTitle}>
            {due.length} reminder{due.length === 1 ? '' : 's'} due
          </h2>
          <ul className={styles.entries}>
            {due.map(({ job, reminderId, reminder }) => (
              <li key={`${job.id}-${reminderId}`}>
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => setParams({ job: job.id })}
                >
                  {reminder.text} · {job.fields.title} at {job.fields.company}
                </button>
                <Button
                  type="button"
                  variant="ghost"
                  size="small"
                  onClick={() =>
                    void save(job, { [`reminder.${reminderId}`]: { ...reminder, done: true } })
                  }
                >
                  Done
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {adding && (
        <section aria-labelledby="jobs-add" className={styles.detail}>
          <h2 id="jobs-add" className={styles.sectionTitle}>
            Add job
          </h2>
          <AddJobForm
            draftKey={`nyra:job-draft:${owner}`}
            onSave={create}
            onCancel={() => setAdding(false)}
          />
        </section>
      )}
      {open && (
        <JobDetail
          key={open.id}
          job={open}
          resumes={resumes}
          today={today}
          onSave={(patch, coalesce) => void save(open, patch, coalesce)}
          onDelete={() => remove(open)}
          onClose={() => setParams({})}
        />
      )}
      {visible.length === 0 && !adding ? (
        <p className={styles.empty}>
          No jobs yet. Add the jobs you are looking at: each gets a match against your résumé, a
          cover letter and reminders to follow up.
        </p>
      ) : (
        <JobBoard
          jobs={visible}
          matches={matches}
          dueCounts={dueCounts}
          onOpen={openJob}
          onMove={moveJob}
        />
      )}
      <p className="visually-hidden" aria-live="polite">
        {open ? `${open.fields.title}: ${JOB_STAGE_LABELS[open.fields.stage]}` : ''}
      </p>
    </div>
  );
}
