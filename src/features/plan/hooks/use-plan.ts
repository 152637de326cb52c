/**
 * The signed-in learner's plan, kept live: this device's rows (plan document, Submits, lessons,
 * interviews, résumés, roles) and the server's snapshot, read from IndexedDB, merged and handed
 * to the planner (common/plan/). A Submit, a completed lesson or a tick anywhere, in this tab or
 * another, re-runs it at once, offline too. Undefined while the first read loads.
 */
import { useEffect, useMemo, useState } from 'react';
import type { InterviewSessionRow } from '@/common/interviews/interview-session-schema.ts';
import { buildPlan } from '@/common/plan/build-plan.ts';
import { collectSkillEvidence } from '@/common/plan/collect-skill-evidence.ts';
import { indexSkillContent } from '@/common/plan/index-skill-content.ts';
import { PLAN_CATALOG } from '@/common/plan/plan-catalog.ts';
import {
  readPlanSettings,
  TICK_FIELD_PREFIX,
  type PlanSettings,
} from '@/common/plan/plan-document-schema.ts';
import type { PlanInterview, PlanRole } from '@/common/plan/plan-evidence-schema.ts';
import type { Plan, RoleRecommendation } from '@/common/plan/plan-result.ts';
import { readPlanTarget } from '@/common/plan/read-plan-target.ts';
import { recommendRoles } from '@/common/plan/recommend-roles.ts';
import { ROLE_PROFILES } from '@/common/plan/role-profiles.ts';
import { db } from '@/src/lib/db.ts';
import { useLiveQuery } from '@/src/lib/use-live-query.ts';
import { mergePlanEvidence } from '../logic/merge-plan-evidence.ts';
import { todayOnDevice } from '@/src/lib/today-on-device.ts';

const CONTENT = indexSkillContent(PLAN_CATALOG);

export interface PlanView {
  today: string;
  settings: PlanSettings | null;
  /** The plan, or null before a target is chosen (or when the target no longer exists). */
  plan: Plan | null;
  recommendations: RoleRecommendation[];
  roles: PlanRole[];
  /** The résumé the evidence was read from, for the empty-résumé hint. */
  hasResume: boolean;
  /** The server's snapshot has been read at least once on this device. */
  synced: boolean;
}

type Scorer = (rows: InterviewSessionRow[]) => PlanInterview[];

export function usePlan(owner: string | null): PlanView | undefined {
  const rows = useLiveQuery(owner ? `plan:${owner}` : null, async () => {
    const o = owner!;
    const [document, snapshot, attempts, lessons, sessions, resumes, roles] = await Promise.all([
      db.planDocuments.get(o),
      db.planSnapshots.get(o),
      db.practiceAttempts.where('owner').equals(o).toArray(),
      db.lessonProgress.where('owner').equals(o).toArray(),
      db.interviewSessions.where('owner').equals(o).toArray(),
      db.resumeDetails.where('owner').equals(o).toArray(),
      db.roleAnalyses.where('owner').equals(o).toArray(),
    ]);
    return { document, snapshot, attempts, lessons, sessions, resumes, roles };
  });

  // Interviews rated on this device are scored here; the scorer (and the question bank it
  // needs) loads only when there is one to score.
  const rated = useMemo(
    () => (rows?.sessions ?? []).filter((row) => row.fields.status === 'rated'),
    [rows?.sessions],
  );
  const [scorer, setScorer] = useState<{ score: Scorer } | null>(null);
  useEffect(() => {
    if (rated.length === 0 || scorer) return;
    let live = true;
    void import('../logic/score-rated-sessions.ts').then((module) => {
      if (live) setScorer({ score: module.scoreRatedSessions });
    });
    return () => {
      live = false;
    };
  }, [rated.length, scorer]);

  const today = todayOnDevice();
  return useMemo(() => {
    if (!rows) return undefined;
    const fields = rows.document?.fields ?? {};
    const snapshot = rows.snapshot?.snapshot ?? null;
    const merged = mergePlanEvidence(snapshot, {
      attempts: rows.attempts,
      lessons: rows.lessons,
      interviews: scorer ? scorer.score(rated) : [],
      resumes: rows.resumes.map((row) => row.details),
      roles: rows.roles.map((row) => ({
        id: row.roleId,
        title: row.title,
        description: row.description,
      })),
    });
    const evidence = collectSkillEvidence(merged.evidence, merged.resume, today, CONTENT);
    const settings = readPlanSettings(fields);
    const target = settings ? readPlanTarget(settings, ROLE_PROFILES, merged.roles) : null;
    const ticks: Record<string, string | null> = {};
    for (const [key, value] of Object.entries(fields)) {
      if (key.startsWith(TICK_FIELD_PREFIX)) {
        ticks[key.slice(TICK_FIELD_PREFIX.length)] = typeof value === 'string' ? value : null;
      }
    }
    const plan =
      settings && target
        ? buildPlan({
            today,
            settings,
            target,
            evidence: merged.evidence,
            resume: merged.resume,
            ticks,
            catalog: PLAN_CATALOG,
            content: CONTENT,
            lessonMinutes: new Map(Object.entries(snapshot?.lessonMinutes ?? {})),
          })
        : null;
    return {
      today,
      settings,
      plan,
      recommendations: recommendRoles(ROLE_PROFILES, evidence),
      roles: merged.roles,
      hasResume: merged.resume !== null,
      synced: rows.snapshot !== undefined,
    };
  }, [rows, rated, scorer, today]);
}
