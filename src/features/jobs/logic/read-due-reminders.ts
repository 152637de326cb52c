/** Reminders not done whose time has come, oldest first, with their job (pure: `now` is given). */
import {
  readJobEntries,
  type JobReminder,
  type JobRow,
} from '@/common/jobs/job-document-schema.ts';

export interface DueReminder {
  job: JobRow;
  reminderId: string;
  reminder: JobReminder;
}

export function readDueReminders(jobs: readonly JobRow[], now: Date): DueReminder[] {
  const at = now.toISOString();
  return jobs
    .filter((job) => !job.fields.archived)
    .flatMap((job) =>
      readJobEntries<JobReminder>(job.fields, 'reminder')
        .filter(({ value }) => !value.done && new Date(value.dueAt).toISOString() <= at)
        .map(({ id, value }) => ({ job, reminderId: id, reminder: value })),
    )
    .sort((a, b) => Date.parse(a.reminder.dueAt) - Date.parse(b.reminder.dueAt));
}
