/**
 * Per-field history of resume edits: each value a field took when a mutation applied,
 * with the time and the device (sync client id) that made it; the last
 * RESUME_HISTORY_PER_FIELD per document and field are kept. Written in the mutation's
 * transaction, so history and data never disagree. Goes with its resume.
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
import { resumes } from './resumes.ts';
import { users } from './users.ts';

export const resumeFieldHistory = pgTable(
  'resume_field_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resumeId: uuid('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    docType: text('doc_type').notNull(),
    docId: uuid('doc_id').notNull(),
    field: text('field').notNull(),
    value: jsonb('value').$type<unknown>(),
    clientId: text('client_id').notNull(),
    version: integer('version').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('resume_field_history_doc_idx').on(table.docId, table.field, table.id),
    index('resume_field_history_resume_idx').on(table.resumeId, table.id),
  ],
);
