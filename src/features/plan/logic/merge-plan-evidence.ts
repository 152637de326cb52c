/**
 * The planner's inputs from two places: the server's snapshot (`GET /api/plan/`, what every
 * device has sent) and this device's own rows (a Submit, a lesson or an interview done a moment
 * ago, maybe offline). Counted once each: Submits by attempt id, lessons and interviews by id,
 * this device's row winning (it holds the newest change). Pure.
 */
import type { LessonProgressRow } from '@/common/courses/courses-rows-schema.ts';
import type {
  PlanEvidence,
  PlanInterview,
  PlanResume,
  PlanRole,
  PlanSnapshot,
} from '@/common/plan/plan-evidence-schema.ts';
import type { PracticeAttemptRow } from '@/common/practice/practice-rows-schema.ts';
import type { ResumeDetails } from '@/common/resume/resume-schema.ts';

export interface LocalPlanRows {
  attempts: readonly PracticeAttemptRow[];
  lessons: readonly LessonProgressRow[];
  /** This device's rated interviews, already scored. */
  interviews: readonly PlanInterview[];
  /** This device's cached résumés (the editor's copy). */
  resumes: readonly ResumeDetails[];
  roles: readonly PlanRole[];
}

export interface MergedPlanInputs {
  evidence: PlanEvidence;
  resume: PlanResume | null;
  roles: PlanRole[];
}

function toPlanResume(details: ResumeDetails): PlanResume {
  const { resume_id, learner_name, role, summary, skills, employment_history, education_history } =
    details;
  return { resume_id, learner_name, role, summary, skills, employment_history, education_history };
}

export function mergePlanEvidence(
  snapshot: PlanSnapshot | null,
  local: LocalPlanRows,
): MergedPlanInputs {
  const localSubmits = local.attempts
    .filter((row) => row.mode === 'submit')
    .map((row) => ({
      id: row.id,
      problemId: row.problemId,
      at: new Date(row.createdAt).toISOString(),
      passed: row.result.status === 'passed' && row.result.passed === row.result.total,
      hintUsed: row.hintUsed ?? false,
    }));
  const localIds = new Set(localSubmits.map((s) => s.id));
  const submits = [
    ...localSubmits,
    ...(snapshot?.evidence.submits ?? []).filter((s) => !localIds.has(s.id)),
  ];

  const localLessons = new Set(local.lessons.map((row) => row.lessonId));
  const lessons = [
    ...local.lessons.flatMap((row) =>
      row.completedAt ? [{ lessonId: row.lessonId, completedAt: row.completedAt }] : [],
    ),
    ...(snapshot?.evidence.lessons ?? []).filter((l) => !localLessons.has(l.lessonId)),
  ];

  const localSessions = new Set(local.interviews.map((i) => i.sessionId));
  const interviews = [
    ...local.interviews,
    ...(snapshot?.evidence.interviews ?? []).filter((i) => !localSessions.has(i.sessionId)),
  ];

  // The résumé the server names, in this device's newer copy when it has one; else the newest here.
  const ready = local.resumes.filter((r) => r.status === 'ready');
  const named = snapshot?.resume
    ? (ready.find((r) => r.resume_id === snapshot.resume?.resume_id) ?? null)
    : null;
  const newest = [...ready].sort((a, b) => b.modified.localeCompare(a.modified))[0] ?? null;
  const resume = named
    ? toPlanResume(named)
    : (snapshot?.resume ?? (newest ? toPlanResume(newest) : null));

  const roleIds = new Set(local.roles.map((r) => r.id));
  const roles = [...local.roles, ...(snapshot?.roles ?? []).filter((r) => !roleIds.has(r.id))];
  return { evidence: { submits, lessons, interviews }, resume, roles };
}
