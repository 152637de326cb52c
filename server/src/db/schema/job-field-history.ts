/**
 * Per-field history of job applications (like resume_field_history): each value a fixed field
 * of a job took when a `save` applied, with the time and the device (sync client id) that made
 * it; the last JOB_HISTORY_PER_FIELD per job and field are kept. Written in the save's
 * transaction, so history and data never disagree. Goes with its job (emptied when it is deleted).
 */
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { jobApplications } from './job-applications.ts';
import { users } from './users.ts';

export const jobFieldHistory = pgTable(
  'job_field_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    value: jsonb('value').$type<unknown>(),
    clientId: text('client_id').notNull(),
    version: integer('version').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('job_field_history_job_field_idx').on(table.jobId, table.field, table.id)],
);
