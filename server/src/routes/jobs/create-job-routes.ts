/**
 * Job applications, read side (issue 29); writes arrive through the sync engine
 * (job-document-type.ts).
 * - `GET /jobs/`  the caller's jobs, deleted ones left out, most recently changed first
 *   (jobListResponseSchema). Owner-only: the user comes from the token.
 * - `GET /jobs/{id}/history/?field=…`  one fixed field's last values, newest first
 *   (jobHistoryResponseSchema). Owner only: another learner's job, or a deleted one, is 404; a
 *   field without history is 400.
 * - `GET /jobs/reminders/unsubscribe/?token=…`  the link of every reminder e-mail, public: the
 *   signed token (reminder-unsubscribe-token.ts) names the user, who gets no more reminder
 *   e-mails (idempotent). Answers a small HTML page; a missing or bad token is a 400 error.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { API_ROUTES } from '@/common/http/api-paths.ts';
import { jobListResponseSchema, type JobListResponse } from '@/common/jobs/job-document-schema.ts';
import {
  JOB_HISTORY_PER_FIELD,
  jobHistoryFieldSchema,
  jobHistoryResponseSchema,
  type JobHistoryResponse,
} from '@/common/jobs/job-history-schema.ts';
import { requireUser } from '@/server/src/auth/require-user.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import { jobApplications, reminderMailOptOuts } from '@/server/src/db/schema/job-applications.ts';
import { jobFieldHistory } from '@/server/src/db/schema/job-field-history.ts';
import { users } from '@/server/src/db/schema/users.ts';
import { HttpError } from '@/server/src/http/http-error.ts';
import { verifyUnsubscribeToken } from '@/server/src/job-reminders/reminder-unsubscribe-token.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const UNSUBSCRIBED_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Unsubscribed — Nyra</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a">
<main style="max-width:480px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:16px;padding:32px">
<h1 style="margin:0 0 16px;font-size:20px">You will get no more reminder e-mails from Nyra.</h1>
<p style="margin:0;color:#475569">Your reminders still show on the Jobs screen.</p>
</main></body></html>`;

export function createJobRoutes(db: Db): Hono {
  return new Hono()
    .get(API_ROUTES.jobs.list, requireUser, async (c) => {
      const rows = await db
        .select()
        .from(jobApplications)
        .where(and(eq(jobApplications.userId, c.get('user').id), isNull(jobApplications.deletedAt)))
        .orderBy(desc(jobApplications.updatedAt), desc(jobApplications.id));
      const body: JobListResponse = {
        jobs: rows.map((row) => ({
          id: row.id,
          version: row.version,
          fields: row.fields,
          updated_at: row.updatedAt.toISOString(),
        })),
      };
      // Parsed on the way out: the client reads this exact shape (jsonb fields included).
      return c.json(jobListResponseSchema.parse(body));
    })
    .get(API_ROUTES.jobs.history, requireUser, async (c) => {
      const jobId = c.req.param('id');
      const userId = c.get('user').id;
      const [job] = UUID.test(jobId)
        ? await db
            .select({ id: jobApplications.id })
            .from(jobApplications)
            .where(
              and(
                eq(jobApplications.id, jobId),
                eq(jobApplications.userId, userId),
                isNull(jobApplications.deletedAt),
              ),
            )
        : [];
      if (!job) throw new HttpError(404, 'job_not_found', 'This job does not exist.');
      const field = jobHistoryFieldSchema.safeParse(c.req.query('field'));
      if (!field.success) {
        throw new HttpError(400, 'validation_failed', 'Ask for the history of one job field.', {
          field: 'This field has no history.',
        });
      }
      // Pruning runs every few versions: never show more than the newest N.
      const rows = await db
        .select()
        .from(jobFieldHistory)
        .where(
          and(
            eq(jobFieldHistory.jobId, jobId),
            eq(jobFieldHistory.userId, userId),
            eq(jobFieldHistory.field, field.data),
          ),
        )
        .orderBy(desc(jobFieldHistory.id))
        .limit(JOB_HISTORY_PER_FIELD);
      const body: JobHistoryResponse = {
        results: rows.map((row) => ({
          field: row.field,
          value: row.value,
          client_id: row.clientId,
          version: row.version,
          changed_at: row.changedAt.toISOString(),
        })),
      };
      return c.json(jobHistoryResponseSchema.parse(body));
    })
    .get(API_ROUTES.jobs.unsubscribe, async (c) => {
      const auth = c.get('auth');
      const token = c.req.query('token') ?? '';
      const userId = token ? verifyUnsubscribeToken(auth.keys.unsubscribe, token) : null;
      if (!userId) {
        throw new HttpError(
          400,
          'invalid_unsubscribe_link',
          'This unsubscribe link is not valid. Open the link from the e-mail itself, or turn e-mails off on each reminder in Nyra.',
        );
      }
      // An account deleted since the e-mail has nothing left to send: nothing to record.
      await db
        .insert(reminderMailOptOuts)
        .select(
          db
            .select({
              userId: users.id,
              createdAt: sql<Date>`${auth.now().toISOString()}::timestamptz`.as('created_at'),
            })
            .from(users)
            .where(eq(users.id, userId)),
        )
        .onConflictDoNothing();
      return c.html(UNSUBSCRIBED_PAGE);
    });
}
