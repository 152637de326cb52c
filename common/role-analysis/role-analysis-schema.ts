/**
 * Role-fit analysis (product.md#entities "Role analysis response"): the result of
 * analyze-role-fit.ts, as the API sends it and as the browser keeps it. The fields of product.md#entities
 * first (match_score 0–10, strengths / weaknesses / recommendations as bullet lines, cover_letter);
 * the rest explains the score: the label (product.md#constants bands), each skill with the resume line that
 * proves it, the requirements read from the job description, and what to study for a gap.
 */
import { z } from 'zod';

export const SKILL_WHERE = [
  'recent-experience',
  'skills',
  'older-experience',
  'summary',
  'education',
] as const;
export const skillWhereSchema = z.enum(SKILL_WHERE);
export type SkillWhere = z.infer<typeof skillWhereSchema>;

export const MATCH_LABELS = ['Excellent Match', 'Good Match', 'Fair Match', 'Poor Match'] as const;
export const matchLabelSchema = z.enum(MATCH_LABELS);
export type MatchLabel = z.infer<typeof matchLabelSchema>;

export const DEGREE_LEVELS = ['none', 'bachelors', 'masters', 'phd'] as const;
export const degreeLevelSchema = z.enum(DEGREE_LEVELS);
export type DegreeLevel = z.infer<typeof degreeLevelSchema>;

export const SENIORITY_LEVELS = ['intern', 'junior', 'mid', 'senior', 'staff'] as const;
export const seniorityLevelSchema = z.enum(SENIORITY_LEVELS);
export type SeniorityLevel = z.infer<typeof seniorityLevelSchema>;

export const skillEvidenceSchema = z.object({
  where: skillWhereSchema,
  /** The resume line, as written (bullet removed). */
  line: z.string(),
  /** Where in the resume, for people: "Data Engineer at Acme (2021–present)", "Skills". */
  source: z.string(),
  /** Last year the line's job ran (null outside experience). */
  last_used_year: z.number().int().nullable(),
  /** The words in the line that name the skill ("k8s" for Kubernetes). */
  matched_text: z.string(),
});
export type SkillEvidence = z.infer<typeof skillEvidenceSchema>;

const linkSchema = z.object({ id: z.string(), title: z.string(), href: z.string() });
export type LearningLink = z.infer<typeof linkSchema>;

export const skillFindingSchema = z.object({
  skill_id: z.string(),
  name: z.string(),
  importance: z.enum(['required', 'preferred']),
  /**
   * Ids of every skill of a choice the description offers ("Snowflake, BigQuery or Redshift"):
   * one requirement, met by any of them; `skill_id` is the one found (or the first).
   */
  alternatives: z.array(z.string()).optional(),
  found: z.boolean(),
  /** How much this skill's evidence counts, 0–1 (see the weighting in analyze-role-fit.ts). */
  credit: z.number().min(0).max(1),
  evidence: skillEvidenceSchema.nullable(),
  /** For a missing skill: lessons and practice problems that teach it. */
  lessons: z.array(linkSchema),
  problems: z.array(linkSchema),
});
export type SkillFinding = z.infer<typeof skillFindingSchema>;

export const scoreComponentSchema = z.object({
  name: z.string(),
  /** Share of the 10 points, 0–1. */
  weight: z.number(),
  /** How much of it was earned, 0–1. */
  earned: z.number().min(0).max(1),
  detail: z.string(),
});
export type ScoreComponent = z.infer<typeof scoreComponentSchema>;

export const roleAnalysisSchema = z.object({
  match_score: z.number().min(0).max(10),
  match_label: matchLabelSchema,
  strengths: z.string(),
  weaknesses: z.string(),
  recommendations: z.string(),
  cover_letter: z.string(),
  skills: z.array(skillFindingSchema),
  components: z.array(scoreComponentSchema),
  requirements: z.object({
    years: z.number().nullable(),
    degree: degreeLevelSchema.nullable(),
    seniority: seniorityLevelSchema.nullable(),
  }),
  candidate: z.object({
    years: z.number(),
    degree: degreeLevelSchema,
    seniority: seniorityLevelSchema,
  }),
  /** Who wrote the prose: the built-in analyzer, or the configured language model. */
  prose_source: z.enum(['built-in', 'llm']),
});
export type RoleAnalysis = z.infer<typeof roleAnalysisSchema>;

/** The job description a role is analysed against. */
export interface RoleInput {
  title: string;
  description: string;
  /** The employer, when it is known apart from the title (a tracked job has its own field). */
  company?: string;
}
