/**
 * The learner's plan settings (issue 28), synced from their devices: one row per user, the plan
 * document (`doc_type` "plan", id "current") kept whole as a flat field map in `fields`
 * (common/plan/plan-document-schema.ts), so the sync engine's per-field rebase sees exactly what
 * the client wrote. `version` is the sync document version (compare-and-set).
 */
import { integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const planDocuments = pgTable('plan_documents', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
  version: integer('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type PlanDocumentDbRow = typeof planDocuments.$inferSelect;
