/**
 * Tables of passwordless sign-in. Every limit lives here rather than in process memory,
 * so several API processes on one PostgreSQL share codes, counters and refresh-token families.
 * Secrets (codes, refresh tokens) are stored only as keyed hashes.
 */
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One-time sign-in codes. Only the newest row per e-mail is ever checked (older ones are deleted
 * when a new code is issued). `purpose` says what a correct code does:
 * 'sign_in' (existing account), 'sign_up' (create the account from first/last name),
 * 'sign_up_existing_account' (Sign Up for an address that has an account: signs in to it), or
 * 'no_account' (a decoy for an unknown e-mail: it behaves like a real code but can never succeed,
 * so verification answers cannot reveal whether an account exists). The resend cooldown reads it
 * to tell codes asked for by Sign In from those asked for by Sign Up.
 */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    purpose: text('purpose').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    failedTries: integer('failed_tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('sign_in_codes_email_idx').on(table.email, table.createdAt)],
);

/** Failed verifications per e-mail, for the sliding one-hour account limit. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sign_in_failures_email_idx').on(table.email, table.failedAt)],
);

/** Fixed-window counters for the per-IP and per-e-mail limits on codes. */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/** One family per sign-in: every rotated refresh token descends from it and dies with it. */
export const refreshTokenFamilies = pgTable(
  'refresh_token_families',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Absolute expiry (30 days after sign-in); rotation never extends it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** 'sign_out' or 'reuse' (a rotated token was replayed after the grace window). */
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('refresh_token_families_user_idx').on(table.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => refreshTokenFamilies.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Set when this token was exchanged for a successor; replay after that is theft. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId)],
);
