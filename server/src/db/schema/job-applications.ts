/**
 * The Jobs screen (issue 29), synced from the learner's devices.
 * - `job_applications`: one row per job application; the document (`doc_type`
 *   "job-application", id = the client's UUID) kept whole as a flat field map in `fields`
 *   (common/jobs/job-document-schema.ts). `version` is the sync document version
 *   (compare-and-set). A deleted job keeps its row with `deleted_at` set, so a late save of it is
 *   refused instead of creating it again.
 * - `job_reminders`: the job's `reminder.<id>` fields copied out, kept in step inside the sync
 *   transaction, so the reminder mail job can claim a due reminder atomically (`sent_at`). A
 *   reminder whose due time moves is a new reminder: its `sent_at` goes back to null.
 * - `reminder_mail_opt_outs`: users who followed the unsubscribe link of a reminder e-mail.
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const jobApplications = pgTable(
  'job_applications',
  {
    /** Chosen by the client (the sync document id). */
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    version: integer('version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('job_applications_user_updated_idx').on(table.userId, table.updatedAt)],
);

export type JobApplicationDbRow = typeof jobApplications.$inferSelect;

export const jobReminders = pgTable(
  'job_reminders',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    reminderId: text('reminder_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    text: text('text').notNull(),
    /** The learner asked for an e-mail when it is due. */
    email: boolean('email').notNull(),
    done: boolean('done').notNull(),
    /** When the reminder e-mail was claimed for sending; null until then. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.reminderId] })],
);

export type JobReminderDbRow = typeof jobReminders.$inferSelect;

export const reminderMailOptOuts = pgTable('reminder_mail_opt_outs', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
