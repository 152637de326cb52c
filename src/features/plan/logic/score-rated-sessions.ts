/**
 * Interviews rated on this device, as planner evidence (common/plan/score-plan-interview.ts, as
 * the server scores them). Loaded on demand: it brings the question bank.
 */
import type { InterviewSessionRow } from '@/common/interviews/interview-session-schema.ts';
import type { PlanInterview } from '@/common/plan/plan-evidence-schema.ts';
import { scorePlanInterview } from '@/common/plan/score-plan-interview.ts';

export function scoreRatedSessions(rows: readonly InterviewSessionRow[]): PlanInterview[] {
  return rows.flatMap((row) => {
    const scored = scorePlanInterview(row.id, row.fields, row.fields.startedAt);
    return scored ? [scored] : [];
  });
}
