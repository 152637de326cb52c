/**
 * Issued certificates (issue 32). `credential` is the signed Open Badges credential exactly as
 * issued (never rewritten: its signature covers every byte of meaning). `id` is random and
 * unguessable (it is the public verify address). One live certificate per user and track: claiming
 * again returns it; after a revocation a new one may be claimed.
 */
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const certificates = pgTable(
  'certificates',
  {
    /** 16 random bytes, base64url. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    track: text('track').notNull(),
    credential: jsonb('credential').$type<Record<string, unknown>>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revocationReason: text('revocation_reason'),
  },
  (table) => [
    index('certificates_user_idx').on(table.userId, table.issuedAt),
    uniqueIndex('certificates_user_track_live_idx')
      .on(table.userId, table.track)
      .where(sql`${table.revokedAt} is null`),
  ],
);

export type CertificateDbRow = typeof certificates.$inferSelect;
