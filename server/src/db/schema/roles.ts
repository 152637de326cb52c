/**
 * Roles and their analyses. A role is a job the learner targets with one of their
 * resumes (title and description as typed, trimmed); its analysis is computed by the job worker
 * (`role.analyze`) and kept as the whole result (jsonb, validated by common/ on the way out).
 * One analysis per role: starting it again resets it to `pending`.
 */
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { RoleAnalysis } from '@/common/role-analysis/role-analysis-schema.ts';
import { resumes } from './resumes.ts';
import { users } from './users.ts';

export type RoleAnalysisStatus = 'pending' | 'ready' | 'failed';

export const resumeRoles = pgTable(
  'resume_roles',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resumeId: uuid('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('resume_roles_user_idx').on(table.userId, table.createdAt)],
);

export const roleAnalyses = pgTable('role_analyses', {
  roleId: uuid('role_id')
    .primaryKey()
    .references(() => resumeRoles.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status').$type<RoleAnalysisStatus>().notNull().default('pending'),
  result: jsonb('result').$type<RoleAnalysis>(),
  /** The date the analysis is computed "as of" (recency of experience): the request's day. */
  asOf: text('as_of').notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  analyzedAt: timestamp('analyzed_at', { withTimezone: true }),
  failureReason: text('failure_reason'),
});
