/**
 * An interview session as a synced document: a flat field map, so the sync engine can
 * rebase it field by field. Fixed fields describe the session; per-question fields are keyed by
 * question id (`note.<id>`, `code.<id>`, `answer.<id>`), so notes typed on two devices about two
 * questions never conflict. The same schemas validate sync payloads on the server, rows read
 * back from IndexedDB and the list endpoint's response.
 */
import { z } from 'zod';
import { fieldMapSchemas } from '../sync/field-map-schema.ts';
import { INTERVIEW_DURATIONS_MIN } from './interview-content-schema.ts';

export const INTERVIEW_SESSION_DOC_TYPE = 'interview-session';

/** Longest note or code kept per question, in characters. */
export const INTERVIEW_NOTE_MAX_CHARS = 20_000;
/** Most questions one session may draw (a whole bank, twice over, is far beyond a 60-minute session). */
export const INTERVIEW_MAX_QUESTIONS = 40;

/** live: answering; ended: "End Interview" pressed, ratings pending; rated: scored. */
export const INTERVIEW_STATUSES = ['live', 'ended', 'rated'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** Self-rating of one criterion: 0 missed, 1 partly, 2 solid, 3 strong. */
export const RATING_MAX = 3;
export const RATING_LABELS = ['Missed', 'Partly', 'Solid', 'Strong'] as const;

const idSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(80);

export const answerStateSchema = z.object({
  /** Active time spent on this question, in milliseconds. */
  timeMs: z.number().int().min(0),
  skipped: z.boolean(),
  /** The last run of the code check, if any. */
  run: z.object({ passed: z.number().int().min(0), total: z.number().int().min(1) }).nullable(),
});
export type AnswerState = z.infer<typeof answerStateSchema>;

/** question id → criterion id → rating. */
export const ratingsSchema = z.record(
  idSchema,
  z.record(idSchema, z.number().int().min(0).max(RATING_MAX)),
);
export type InterviewRatings = z.infer<typeof ratingsSchema>;

const FIXED_FIELDS = {
  topicId: idSchema,
  durationMinutes: z.union(INTERVIEW_DURATIONS_MIN.map((m) => z.literal(m))),
  /** ISO time the session started (the learner's clock). */
  startedAt: z.iso.datetime(),
  endedAt: z.iso.datetime().nullable(),
  status: z.enum(INTERVIEW_STATUSES),
  /** The drawn questions in order; the last one is the current question while live. */
  questionIds: z.array(idSchema).min(1).max(INTERVIEW_MAX_QUESTIONS),
  /** Active (visible, unpaused) time used, in milliseconds. */
  elapsedMs: z.number().int().min(0),
  ratings: ratingsSchema,
} as const;

const PREFIXED_FIELDS = {
  note: z.string().max(INTERVIEW_NOTE_MAX_CHARS),
  code: z.string().max(INTERVIEW_NOTE_MAX_CHARS),
  answer: answerStateSchema,
} as const;

const sessionFieldMap = fieldMapSchemas({
  fixed: FIXED_FIELDS,
  prefixed: PREFIXED_FIELDS,
  entryId: idSchema,
});

/** Some of a session's fields (a sync payload): every key known, every value valid. */
export const sessionFieldsPatchSchema = sessionFieldMap.patch;
export type SessionFieldsPatch = Record<string, unknown>;

/** A whole session: the fixed fields are all present. */
export const sessionFieldsSchema = sessionFieldMap.whole;

export interface SessionFields {
  topicId: string;
  durationMinutes: (typeof INTERVIEW_DURATIONS_MIN)[number];
  startedAt: string;
  endedAt: string | null;
  status: InterviewStatus;
  questionIds: string[];
  elapsedMs: number;
  ratings: InterviewRatings;
  [key: `note.${string}`]: string;
  [key: `code.${string}`]: string;
  [key: `answer.${string}`]: AnswerState;
}

export function parseSessionFields(value: unknown): SessionFields {
  return sessionFieldsSchema.parse(value) as unknown as SessionFields;
}

export const noteKey = (questionId: string) => `note.${questionId}` as const;
export const codeKey = (questionId: string) => `code.${questionId}` as const;
export const answerKey = (questionId: string) => `answer.${questionId}` as const;

export function readAnswer(fields: SessionFields, questionId: string): AnswerState {
  return fields[answerKey(questionId)] ?? { timeMs: 0, skipped: false, run: null };
}

/** The sync operation: replace the given fields (compare-and-set on the document version). */
export const INTERVIEW_SAVE_OP = 'save';
/**
 * The time operation: active time only grows, so the server keeps the greater value whatever the
 * base version. It commutes: two devices on one session never conflict over the clock.
 */
export const INTERVIEW_RECORD_TIME_OP = 'record-time';
export const recordTimePayloadSchema = z.object({ elapsedMs: z.number().int().min(0) });
export type RecordTimePayload = z.infer<typeof recordTimePayloadSchema>;

/** The local row (IndexedDB) of a session. */
export const interviewSessionRowSchema = z.object({
  id: z.uuid(),
  owner: z.string(),
  fields: sessionFieldsSchema,
  /** Epoch ms of the last local change (orders the list). */
  updatedAt: z.number(),
});
export interface InterviewSessionRow {
  id: string;
  owner: string;
  fields: SessionFields;
  updatedAt: number;
}

/** GET /api/interviews/ and /api/interviews/:id/. */
export const interviewSessionResponseSchema = z.object({
  id: z.uuid(),
  version: z.number().int().min(1),
  fields: sessionFieldsSchema,
  updated_at: z.iso.datetime(),
});
export const interviewListResponseSchema = z.object({
  sessions: z.array(interviewSessionResponseSchema),
});
export type InterviewListResponse = z.infer<typeof interviewListResponseSchema>;
