/**
 * What the planner reads as evidence, in one shape for the server's copy (`GET /api/plan/`) and
 * the device's own rows: Submits of practice problems, completed lessons and scored interviews.
 * Runs (visible examples only) prove nothing and are not sent.
 */
import { z } from 'zod';
import { resumeDetailsSchema } from '../resume/resume-schema.ts';
import { serverCopySchema } from '../sync/sync-schema.ts';

/** Most Submits the server sends (newest first); far above a year of daily practice. */
export const PLAN_SUBMITS_MAX = 5_000;

export const planSubmitSchema = z.object({
  /** The attempt id, so the device's own copy and the server's are counted once. */
  id: z.string(),
  problemId: z.string(),
  at: z.iso.datetime({ offset: true }),
  /** Every test passed. */
  passed: z.boolean(),
  hintUsed: z.boolean(),
});
export type PlanSubmit = z.infer<typeof planSubmitSchema>;

export const planLessonSchema = z.object({
  lessonId: z.string(),
  completedAt: z.iso.datetime({ offset: true }),
});
export type PlanLesson = z.infer<typeof planLessonSchema>;

export const planInterviewSchema = z.object({
  sessionId: z.string(),
  topicId: z.string(),
  endedAt: z.iso.datetime({ offset: true }),
  /** The rubric score, 0–100 (common/interviews/score-interview.ts). */
  percent: z.number().min(0).max(100),
});
export type PlanInterview = z.infer<typeof planInterviewSchema>;

export const planEvidenceSchema = z.object({
  submits: z.array(planSubmitSchema),
  lessons: z.array(planLessonSchema),
  interviews: z.array(planInterviewSchema),
});
export type PlanEvidence = z.infer<typeof planEvidenceSchema>;

/** The résumé fields the planner reads (the role analyzer's `AnalysisResume`). */
export const planResumeSchema = resumeDetailsSchema.pick({
  resume_id: true,
  learner_name: true,
  role: true,
  summary: true,
  skills: true,
  employment_history: true,
  education_history: true,
});
export type PlanResume = z.infer<typeof planResumeSchema>;

export const planRoleSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
});
export type PlanRole = z.infer<typeof planRoleSchema>;

/** `GET /api/plan/`: everything a new device needs to compute the same plan. */
export const planSnapshotSchema = z.object({
  /** The plan document, or null before the learner chose a target. */
  document: serverCopySchema.nullable(),
  evidence: planEvidenceSchema,
  /** The most recently changed ready résumé, or null. */
  resume: planResumeSchema.nullable(),
  /** The roles the learner pasted, newest first. */
  roles: z.array(planRoleSchema),
  /** Reading time of each lesson (by id), in minutes: a planned lesson's duration. */
  lessonMinutes: z.record(z.string(), z.number().int().min(0)),
});
export type PlanSnapshot = z.infer<typeof planSnapshotSchema>;
