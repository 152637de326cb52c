/**
 * Background jobs (generic). Workers in any number of processes claim due jobs with
 * `FOR UPDATE SKIP LOCKED` and hold them by a lease (`locked_until`): a job whose worker died is
 * claimed again when its lease runs out, so jobs survive restarts. Failed attempts are retried
 * with backoff until `max_attempts`, then the job is `dead` and its `last_error` kept.
 */
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type JobState = 'queued' | 'running' | 'done' | 'dead';

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    state: text('state').$type<JobState>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('jobs_due_idx').on(table.state, table.runAfter)],
);

export type JobRow = typeof jobs.$inferSelect;
