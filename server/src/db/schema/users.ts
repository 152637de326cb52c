/**
 * Drizzle schema: the single description of the database. `npm run db:generate` turns changes
 * here into a committed SQL migration under server/drizzle, applied at start-up.
 */
import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; the unique index on lower(email) guards against any other writer. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    /** 'learner' or 'admin'; admin rights also come from ADMIN_EMAILS at request time. */
    role: text('role').notNull().default('learner'),
    hasUploadedResume: boolean('has_uploaded_resume').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`)],
);

export type UserRow = typeof users.$inferSelect;
