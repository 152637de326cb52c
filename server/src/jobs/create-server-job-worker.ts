/** The job worker of a server process, with every job kind the server runs. */
import { randomBytes } from 'node:crypto';
import { deriveAuthKeys } from '../auth/derive-auth-keys.ts';
import type { Database } from '../db/open-database.ts';
import type { Env } from '../env.ts';
import { publicBaseUrl } from '../http/public-base-url.ts';
import { createJobReminderMailHandler } from '../job-reminders/create-job-reminder-mail-handler.ts';
import { JOB_REMINDER_MAIL_JOB } from '../job-reminders/sync-job-reminders.ts';
import { createMailer, type Mailer } from '../mail/create-mailer.ts';
import {
  createResumeParseHandler,
  RESUME_PARSE_JOB,
} from '../resume-parse/create-resume-parse-handler.ts';
import { createRoleAnalysisHandler } from '../role-analysis/create-role-analysis-handler.ts';
import { ROLE_ANALYZE_JOB } from '../role-analysis/start-role-analysis.ts';
import { resolveUploadPaths } from '../uploads/upload-paths.ts';
import { createJobWorker, type JobWorker, type JobWorkerOptions } from './create-job-worker.ts';

export interface ServerJobWorkerOptions extends Omit<JobWorkerOptions, 'db' | 'handlers'> {
  /** Outgoing e-mail (reminder mails); defaults to one built from SMTP_URL like createApp's. */
  mailer?: Mailer;
  /**
   * The signing secret the app uses (main.ts: resolveJwtSecret), so unsubscribe links verify;
   * defaults to JWT_SECRET.
   */
  authSecret?: string;
}

export function createServerJobWorker(
  database: Database,
  env: Env,
  options: ServerJobWorkerOptions = {},
): JobWorker {
  const { mailer, authSecret, ...workerOptions } = options;
  const secret = authSecret ?? env.JWT_SECRET ?? randomBytes(48).toString('base64url');
  return createJobWorker({
    ...workerOptions,
    db: database.db,
    handlers: {
      [RESUME_PARSE_JOB]: createResumeParseHandler(
        database.db,
        resolveUploadPaths(env.DATA_DIR).resumes,
      ),
      [ROLE_ANALYZE_JOB]: createRoleAnalysisHandler(
        database.db,
        env.LLM_BASE_URL
          ? { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL }
          : null,
      ),
      [JOB_REMINDER_MAIL_JOB]: createJobReminderMailHandler({
        db: database.db,
        mailer: mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }),
        unsubscribeKey: deriveAuthKeys(secret).unsubscribe,
        baseUrl: publicBaseUrl(env),
      }),
    },
  });
}
