/**
 * Resume share links: at most one live public link per resume, read-only, showing
 * the resume in the template chosen for it. Only the SHA-256 of the token is stored (the token
 * is 256 random bits, shown to the owner once), so a database leak reveals no working link.
 * Revoking sets `revoked_at`; a revoked or unknown token answers 404. `last_opened_at` tells the
 * owner when the link was last used.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PaperSize, ResumeTemplate } from '@/common/resume/resume-template-schema.ts';
import { resumes } from './resumes.ts';
import { users } from './users.ts';

export const resumeShares = pgTable(
  'resume_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resumeId: uuid('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the token. */
    tokenHash: text('token_hash').notNull(),
    /** Null: the link follows the résumé's own template and paper as they change (issue 31). */
    template: text('template').$type<ResumeTemplate>(),
    paper: text('paper').$type<PaperSize>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('resume_shares_token_idx').on(table.tokenHash),
    // One live link per resume; revoked rows stay for the record.
    uniqueIndex('resume_shares_live_idx')
      .on(table.resumeId)
      .where(sql`${table.revokedAt} is null`),
    index('resume_shares_user_idx').on(table.userId),
  ],
);
