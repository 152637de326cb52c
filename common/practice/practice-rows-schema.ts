/**
 * Rows of the practice tables in IndexedDB (src/lib/db.ts). Rows are validated when read, so a
 * row written by an older version of the app is skipped instead of crashing the screen.
 * `owner` is the signed-in e-mail (lower-case): learners sharing a browser never see each
 * other's drafts, and the sync queue only uploads the current user's attempts.
 */
import { z } from 'zod';
import { PRACTICE_LANGUAGES, sqlDialectSchema } from './problem-schema.ts';
import { RUN_MODES, runResultSchema } from './run-result-schema.ts';

export const practiceDraftRowSchema = z.object({
  /** `${owner} ${problemId}` */
  key: z.string(),
  owner: z.string(),
  problemId: z.string(),
  code: z.string(),
  updatedAt: z.number(),
});
export type PracticeDraftRow = z.infer<typeof practiceDraftRowSchema>;

/**
 * Before the sync engine (Dexie version 3) each attempt carried its own sync state; version 3
 * moved unsent attempts into the engine's outbox, which alone says what is still to be sent.
 */
export const ATTEMPT_SYNC_STATES = ['pending', 'synced', 'conflict', 'rejected'] as const;
export type AttemptSyncState = (typeof ATTEMPT_SYNC_STATES)[number];

export const practiceAttemptRowSchema = z.object({
  id: z.string(),
  owner: z.string(),
  problemId: z.string(),
  language: z.enum(PRACTICE_LANGUAGES),
  mode: z.enum(RUN_MODES),
  code: z.string(),
  result: runResultSchema,
  /** Epoch milliseconds. */
  createdAt: z.number(),
  /** A hint or the solution was revealed before this Submit (retry queue); absent on older rows. */
  hintUsed: z.boolean().optional(),
  /** SQL only: the engine it ran in (not indexed, so no Dexie version); absent on older rows. */
  sqlDialect: sqlDialectSchema.optional(),
  /** Legacy (before Dexie version 3); new rows have none. */
  syncState: z.enum(ATTEMPT_SYNC_STATES).optional(),
  syncError: z.string().optional(),
});
export type PracticeAttemptRow = z.infer<typeof practiceAttemptRowSchema>;

/** The server's view of a problem, cached so progress shows offline and on a new device. */
export const practiceProgressRowSchema = z.object({
  key: z.string(),
  owner: z.string(),
  problemId: z.string(),
  attempts: z.number(),
  solved: z.boolean(),
  lastAttemptAt: z.number(),
  lastCode: z.string(),
  /** The server's retry-queue state (epoch ms); absent when never queued or cached by older versions. */
  review: z
    .object({ step: z.number(), dueAt: z.number().nullable(), lastSubmitAt: z.number() })
    .optional(),
});
export type PracticeProgressRow = z.infer<typeof practiceProgressRowSchema>;

export function practiceRowKey(owner: string, problemId: string): string {
  return `${owner} ${problemId}`;
}
