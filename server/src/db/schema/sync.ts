/**
 * The sync engine's ledger: every mutation the server applied, recorded in the same
 * transaction as its effect. A mutation id seen again is a replay: the stored result is returned
 * and nothing changes. The primary key makes a concurrent duplicate (another process, a retry
 * racing the first delivery) wait for the first transaction and then see its row.
 */
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export interface AppliedMutationResult {
  version: number;
}

export const syncAppliedMutations = pgTable(
  'sync_applied_mutations',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    seq: integer('seq').notNull(),
    docType: text('doc_type').notNull(),
    docId: text('doc_id').notNull(),
    op: text('op').notNull(),
    result: jsonb('result').$type<AppliedMutationResult>().notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sync_applied_mutations_user_doc_idx').on(table.userId, table.docType, table.docId),
  ],
);
