/**
 * Mock-interview sessions, synced from the learner's devices. One row per session; the
 * session is a flat field map (common/interviews/interview-session-schema.ts) kept whole in
 * `fields`, so the sync engine's per-field rebase sees exactly what the client wrote. Topic and
 * status are copied out for listing. `version` is the sync document version (compare-and-set).
 */
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const interviewSessions = pgTable(
  'interview_sessions',
  {
    /** Chosen by the client (the sync document id). */
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topicId: text('topic_id').notNull(),
    /** 'live', 'ended' or 'rated'. */
    status: text('status').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    version: integer('version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('interview_sessions_user_started_idx').on(table.userId, table.startedAt)],
);

export type InterviewSessionDbRow = typeof interviewSessions.$inferSelect;
