/**
 * What the client syncs to the server for each Run and Submit, and the progress the server hands
 * back (so progress follows the learner to another device). The server stores a summary of the
 * result, not every test's output.
 */
import { z } from 'zod';
import { ATTEMPT_BATCH_MAX, ATTEMPT_CODE_MAX_CHARS } from './practice-limits.ts';
import { PRACTICE_LANGUAGES, sqlDialectSchema } from './problem-schema.ts';
import { RUN_MODES, RUN_STATUSES } from './run-result-schema.ts';

/** The longest a single run may be recorded as taking (well above any time limit). */
const MAX_DURATION_MS = 60 * 60 * 1000;
const MAX_TESTS = 1_000;

export const attemptSchema = z.object({
  /** Chosen by the client so a retried upload is idempotent. */
  id: z.uuid(),
  problem_id: z.string().min(1).max(80),
  language: z.enum(PRACTICE_LANGUAGES),
  mode: z.enum(RUN_MODES),
  code: z
    .string()
    .max(ATTEMPT_CODE_MAX_CHARS, `Code is limited to ${ATTEMPT_CODE_MAX_CHARS} characters`),
  status: z.enum(RUN_STATUSES),
  passed: z.number().int().min(0).max(MAX_TESTS),
  total: z.number().int().min(0).max(MAX_TESTS),
  duration_ms: z.number().min(0).max(MAX_DURATION_MS),
  /** When the learner ran it (client clock), ISO 8601. */
  created_at: z.iso.datetime({ offset: true }),
  /**
   * A hint or the reference solution was revealed before this Submit, so a pass still puts the
   * problem in the retry queue (common/practice/review-schedule.ts). Absent from older clients.
   */
  hint_used: z.boolean().default(false),
  /** SQL only: the engine the query ran in (the "SQL dialect"). Absent from older clients. */
  sql_dialect: sqlDialectSchema.optional(),
});
export type Attempt = z.infer<typeof attemptSchema>;

export const syncAttemptsRequestSchema = z.object({
  attempts: z.array(attemptSchema).min(1).max(ATTEMPT_BATCH_MAX),
});
export type SyncAttemptsRequest = z.infer<typeof syncAttemptsRequestSchema>;

export const syncAttemptsResponseSchema = z.object({
  /** Ids now stored for this user (including ones stored by an earlier, retried upload). */
  accepted: z.array(z.uuid()),
});
export type SyncAttemptsResponse = z.infer<typeof syncAttemptsResponseSchema>;

/** A problem's place in the retry queue, folded from every Submit the server holds. */
export const practiceReviewSchema = z.object({
  step: z.number().int().min(0),
  /** When it is due again; null once it has left the queue. */
  due_at: z.iso.datetime({ offset: true }).nullable(),
  /** The latest Submit folded in: the client re-applies only its own later ones. */
  last_submit_at: z.iso.datetime({ offset: true }),
});
export type PracticeReview = z.infer<typeof practiceReviewSchema>;

export const problemProgressSchema = z.object({
  problem_id: z.string(),
  attempts: z.number().int().min(0),
  solved: z.boolean(),
  last_attempt_at: z.iso.datetime({ offset: true }),
  /** Code of the most recent attempt, to restore the editor on a new device. */
  last_code: z.string(),
  /** Null when the problem was never in the retry queue (absent from older servers). */
  review: practiceReviewSchema.nullable().optional(),
});
export type ProblemProgress = z.infer<typeof problemProgressSchema>;

export const practiceProgressResponseSchema = z.object({
  problems: z.array(problemProgressSchema),
});
export type PracticeProgressResponse = z.infer<typeof practiceProgressResponseSchema>;

/** Sync engine document type of a practice attempt (id = attempt id; only `create`). */
export const PRACTICE_ATTEMPT_DOC_TYPE = 'practice-attempt';

/** The `create` payload: the attempt without its id (the document id carries it). */
export const attemptPayloadSchema = attemptSchema.omit({ id: true });
export type AttemptPayload = z.infer<typeof attemptPayloadSchema>;
