/**
 * What the planner answers (build-plan.ts, recommend-roles.ts): plain data the Plan screen shows
 * as it is. Every item and recommendation carries the one line that explains it.
 */

export const EVIDENCE_KINDS = ['problem', 'interview', 'lesson', 'resume'] as const;
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];

export interface SkillEvidenceItem {
  kind: EvidenceKind;
  /** 0–1 (plan-constants.ts). */
  strength: number;
  /** One line for people: "Passed “Running Total of Sales” on 2026-11-20". */
  label: string;
  /** The day it happened (`YYYY-MM-DD`), null for a résumé line. */
  at: string | null;
  href: string | null;
}

export const SKILL_STATUSES = ['proven', 'shown', 'missing'] as const;
export type SkillStatus = (typeof SKILL_STATUSES)[number];

export interface SkillAssessment {
  skillId: string;
  name: string;
  importance: 'required' | 'preferred';
  /** Every skill of a choice ("Snowflake, BigQuery or Redshift"): any one meets it. */
  alternatives: string[];
  /** The best evidence's strength, 0–1. */
  strength: number;
  status: SkillStatus;
  /** Strongest first. */
  evidence: SkillEvidenceItem[];
}

export const PLAN_ITEM_KINDS = ['lesson', 'problem', 'retry', 'interview', 'resume'] as const;
export type PlanItemKind = (typeof PLAN_ITEM_KINDS)[number];

export interface PlanItem {
  /** `<kind>:<ref>`, stable across runs (a tick points at it). */
  id: string;
  kind: PlanItemKind;
  title: string;
  href: string;
  minutes: number;
  /** The target skills it teaches or tests. */
  skillIds: string[];
  /** Why, in one line, citing the evidence. */
  reason: string;
  /** The day it was done, or null. */
  doneAt: string | null;
  /** The learner ticks it by hand (a résumé edit); the others tick from evidence. */
  manual: boolean;
}

export interface PlanWeek {
  /** 1 for the week starting on the plan's start date. */
  number: number;
  start: string;
  end: string;
  items: PlanItem[];
  /** Sum of the items' minutes. */
  minutes: number;
}

export interface PlanPace {
  /** The last day of the last week that still holds an item (today when nothing is left). */
  finishDate: string;
  targetDate: string;
  onTrack: boolean;
  /** Hours per week the rest would need to end by the target date (null: past the date). */
  hoursNeeded: number | null;
  message: string;
}

export interface Plan {
  targetTitle: string;
  skills: SkillAssessment[];
  weeks: PlanWeek[];
  /** The week holding today (its number), for the progress bar. */
  currentWeek: number;
  weekProgress: { doneMinutes: number; totalMinutes: number; done: number; total: number };
  nextUp: PlanItem[];
  pace: PlanPace;
}

export interface RoleRecommendation {
  profileId: string;
  title: string;
  /** 0–100. */
  fit: number;
  /** The strongest evidence behind the fit, one line each. */
  evidence: string[];
  /** The skills that would raise the fit most, with the points each would add. */
  raise: { skillId: string; name: string; points: number }[];
  /** One line: why this role. */
  reason: string;
}
