/**
 * Keeps `job_reminders` in step with the `reminder.<id>` fields a save just wrote, inside the
 * sync transaction: a reminder set is upserted, a null one deleted. A reminder whose due time
 * moved is a new reminder, so its `sent_at` goes back to null; any other change (text, done,
 * e-mail on or off) keeps what was already sent. Each reminder that may still need its e-mail
 * (e-mail asked for, not done, not sent) gets a reminder mail job due at its time; the job
 * checks again when it runs, so an extra or outdated job sends nothing.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { JobReminder } from '@/common/jobs/job-document-schema.ts';
import type { Db } from '../db/open-database.ts';
import { jobReminders } from '../db/schema/job-applications.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';

export const JOB_REMINDER_MAIL_JOB = 'job-reminder-mail';
const REMINDER_PREFIX = 'reminder.';

export async function syncJobReminders(
  tx: Db,
  userId: string,
  jobId: string,
  patch: Record<string, unknown>,
): Promise<void> {
  const changed = Object.entries(patch).filter(([key]) => key.startsWith(REMINDER_PREFIX));
  const removed = changed
    .filter(([, value]) => value === null)
    .map(([key]) => key.slice(REMINDER_PREFIX.length));
  if (removed.length > 0) {
    await tx
      .delete(jobReminders)
      .where(and(eq(jobReminders.jobId, jobId), inArray(jobReminders.reminderId, removed)));
  }
  for (const [key, value] of changed) {
    if (value === null) continue;
    const reminder = value as JobReminder;
    const dueAt = new Date(reminder.dueAt);
    const [row] = await tx
      .insert(jobReminders)
      .values({
        jobId,
        reminderId: key.slice(REMINDER_PREFIX.length),
        userId,
        dueAt,
        text: reminder.text,
        email: reminder.email,
        done: reminder.done,
        sentAt: null,
      })
      .onConflictDoUpdate({
        target: [jobReminders.jobId, jobReminders.reminderId],
        set: {
          dueAt: sql`excluded.due_at`,
          text: sql`excluded.text`,
          email: sql`excluded.email`,
          done: sql`excluded.done`,
          sentAt: sql`case when ${jobReminders.dueAt} = excluded.due_at then ${jobReminders.sentAt} end`,
        },
      })
      .returning({ sentAt: jobReminders.sentAt });
    if (reminder.email && !reminder.done && row && row.sentAt === null) {
      await enqueueJob(
        tx,
        JOB_REMINDER_MAIL_JOB,
        { jobId, reminderId: key.slice(REMINDER_PREFIX.length) },
        3,
        dueAt,
      );
    }
  }
}
