/**
 * The `job-reminder-mail` job: e-mails one due reminder, at most once. The mail is claimed in one
 * UPDATE (`sent_at` set where it is null, the reminder still asks for an e-mail, is not done, is
 * due, and its user has not unsubscribed); only the process whose UPDATE claimed it sends, so two
 * workers, a job run twice or a re-queued job send nothing more. A reminder not due yet (moved
 * later) is left alone: the save that moved it queued the job for its new time. When the SMTP
 * peer refuses, the claim is released and the job retried; a crash between claim and send loses
 * that one e-mail rather than ever sending it twice.
 */
import { and, eq, isNull, lte, notExists, sql } from 'drizzle-orm';
import { z } from 'zod';
import { API_PREFIX, API_ROUTES } from '@/common/http/api-paths.ts';
import type { Db } from '../db/open-database.ts';
import {
  jobApplications,
  jobReminders,
  reminderMailOptOuts,
} from '../db/schema/job-applications.ts';
import { users } from '../db/schema/users.ts';
import type { JobHandler } from '../jobs/create-job-worker.ts';
import { PermanentJobError } from '../jobs/permanent-job-error.ts';
import { composeJobReminderMail } from '../mail/compose-job-reminder-mail.ts';
import type { Mailer } from '../mail/create-mailer.ts';
import { signUnsubscribeToken } from './reminder-unsubscribe-token.ts';

/** The app's Jobs screen (src/app routes). */
export const JOBS_SCREEN_PATH = '/dashboard/jobs';

const payloadSchema = z.object({ jobId: z.uuid(), reminderId: z.string().min(1) });

export interface JobReminderMailDeps {
  db: Db;
  mailer: Mailer;
  /** HMAC key of the unsubscribe tokens (deriveAuthKeys(secret).unsubscribe). */
  unsubscribeKey: Buffer;
  /** The app's address for links (publicBaseUrl). */
  baseUrl: string;
}

export function createJobReminderMailHandler(deps: JobReminderMailDeps): JobHandler {
  const { db } = deps;
  return {
    async run(payload) {
      const parsed = payloadSchema.safeParse(payload);
      if (!parsed.success) throw new PermanentJobError('Not a job reminder mail payload.');
      const { jobId, reminderId } = parsed.data;
      const key = and(eq(jobReminders.jobId, jobId), eq(jobReminders.reminderId, reminderId));
      const [claimed] = await db
        .update(jobReminders)
        // Milliseconds, so the claim reads back exactly (a release matches it).
        .set({ sentAt: sql`date_trunc('milliseconds', now())` })
        .where(
          and(
            key,
            isNull(jobReminders.sentAt),
            eq(jobReminders.email, true),
            eq(jobReminders.done, false),
            lte(jobReminders.dueAt, sql`now()`),
            notExists(
              db
                .select({ one: sql`1` })
                .from(reminderMailOptOuts)
                .where(eq(reminderMailOptOuts.userId, jobReminders.userId)),
            ),
          ),
        )
        .returning({
          userId: jobReminders.userId,
          dueAt: jobReminders.dueAt,
          text: jobReminders.text,
          sentAt: jobReminders.sentAt,
        });
      if (!claimed) return;
      try {
        const [[user], [job]] = await Promise.all([
          db
            .select({ email: users.email, firstName: users.firstName })
            .from(users)
            .where(eq(users.id, claimed.userId)),
          db
            .select({ fields: jobApplications.fields })
            .from(jobApplications)
            .where(and(eq(jobApplications.id, jobId), isNull(jobApplications.deletedAt))),
        ]);
        // Deleted since the claim (cascades remove the reminder too): nothing to tell.
        if (!user || !job) return;
        const token = signUnsubscribeToken(deps.unsubscribeKey, claimed.userId);
        await deps.mailer.send(
          composeJobReminderMail({
            to: user.email,
            firstName: user.firstName,
            reminderText: claimed.text,
            dueAt: claimed.dueAt,
            jobTitle: String(job.fields.title ?? ''),
            company: String(job.fields.company ?? ''),
            jobsUrl: `${deps.baseUrl}${JOBS_SCREEN_PATH}`,
            unsubscribeUrl: `${deps.baseUrl}${API_PREFIX}${API_ROUTES.jobs.unsubscribe}?token=${encodeURIComponent(token)}`,
          }),
        );
      } catch (error) {
        // Not sent: give the claim back so the retry (or another worker) can send it.
        await db
          .update(jobReminders)
          .set({ sentAt: null })
          .where(and(key, eq(jobReminders.sentAt, claimed.sentAt!)));
        throw error;
      }
    },
  };
}
