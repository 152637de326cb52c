/**
 * Practice attempts: every Run and Submit a learner makes in the browser, synced from
 * their device's queue. The id is chosen by the client so uploads are idempotent; the row keeps a
 * summary of the result (status and counts), not each test's output.
 */
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const practiceAttempts = pgTable(
  'practice_attempts',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: text('problem_id').notNull(),
    /** 'python' or 'sql' (common/practice/problem-schema.ts). */
    language: text('language').notNull(),
    /** 'run' (visible examples) or 'submit' (every test). */
    mode: text('mode').notNull(),
    code: text('code').notNull(),
    /** 'passed', 'failed', 'error' or 'timeout'. */
    status: text('status').notNull(),
    passed: integer('passed').notNull(),
    total: integer('total').notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** A hint or the solution was revealed before this Submit: a pass still queues a review. */
    hintUsed: boolean('hint_used').notNull().default(false),
    /** SQL only: the engine it ran in, 'sqlite' or 'postgres'; null for Python and older clients. */
    sqlDialect: text('sql_dialect'),
    /** When the learner ran it (their clock, clamped to the server's). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('practice_attempts_user_problem_idx').on(table.userId, table.problemId, table.createdAt),
  ],
);

export type PracticeAttemptRow = typeof practiceAttempts.$inferSelect;
