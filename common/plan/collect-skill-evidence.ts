/**
 * Every piece of evidence the learner has shown, per skill, strongest first: Submits of practice
 * problems (the latest Submit of a problem decides: a clean pass proves, a pass after a hint or a
 * pass followed by a failure shows), scored interviews, completed lessons and résumé lines (as
 * the role analyzer reads them). Pure: the same input gives the same index.
 */
import { readResumeEvidence } from '../role-analysis/read-resume-evidence.ts';
import { WHERE_CREDIT } from '../role-analysis/read-resume-evidence.ts';
import { LESSON_HREF_PREFIX, PROBLEM_HREF_PREFIX } from '../skills/skill-learning-links.ts';
import type { SkillContentIndex } from './index-skill-content.ts';
import {
  CLEAN_PASS_STRENGTH,
  HINTED_PASS_STRENGTH,
  INTERVIEW_MAX_STRENGTH,
  INTERVIEW_MIN_PERCENT,
  LAPSED_PASS_STRENGTH,
  LESSON_STRENGTH,
  RESUME_STRENGTH_FACTOR,
} from './plan-constants.ts';
import type { PlanEvidence, PlanResume, PlanSubmit } from './plan-evidence-schema.ts';
import type { SkillEvidenceItem } from './plan-result.ts';

/** What the learner's Submits of one problem add up to. */
export interface ProblemRecord {
  problemId: string;
  latest: PlanSubmit;
  /** Day of the first clean pass, if any. */
  firstCleanPassDay: string | null;
  /** Day of the first pass of any kind. */
  firstPassDay: string | null;
}

export interface SkillEvidenceIndex {
  bySkill: ReadonlyMap<string, SkillEvidenceItem[]>;
  strengthOf: (skillId: string) => number;
  problems: ReadonlyMap<string, ProblemRecord>;
  lessonsDone: ReadonlyMap<string, string>;
  /** Years of experience on the résumé (0 without one). */
  years: number;
  /** Skills the résumé mentions anywhere. */
  onResume: ReadonlySet<string>;
}

export const dayOf = (iso: string): string => iso.slice(0, 10);

export function collectSkillEvidence(
  evidence: PlanEvidence,
  resume: PlanResume | null,
  today: string,
  content: SkillContentIndex,
): SkillEvidenceIndex {
  const bySkill = new Map<string, SkillEvidenceItem[]>();
  const add = (skillIds: readonly string[], item: SkillEvidenceItem) => {
    for (const id of skillIds) {
      const list = bySkill.get(id);
      if (list) list.push(item);
      else bySkill.set(id, [item]);
    }
  };

  // Submits: one record per problem, folded oldest first (ties by id, so order never matters).
  const problems = new Map<string, ProblemRecord>();
  const submits = [...evidence.submits].sort(
    (a, b) => Date.parse(a.at) - Date.parse(b.at) || a.id.localeCompare(b.id),
  );
  const seen = new Set<string>();
  for (const submit of submits) {
    if (seen.has(submit.id) || !content.problemsById.has(submit.problemId)) continue;
    seen.add(submit.id);
    const known = problems.get(submit.problemId);
    const clean = submit.passed && !submit.hintUsed;
    problems.set(submit.problemId, {
      problemId: submit.problemId,
      latest: submit,
      firstCleanPassDay: known?.firstCleanPassDay ?? (clean ? dayOf(submit.at) : null),
      firstPassDay: known?.firstPassDay ?? (submit.passed ? dayOf(submit.at) : null),
    });
  }
  for (const record of problems.values()) {
    const problem = content.problemsById.get(record.problemId)!;
    const { latest } = record;
    const day = dayOf(latest.at);
    const title = `“${problem.title}”`;
    let strength = 0;
    let label = '';
    if (latest.passed && !latest.hintUsed) {
      strength = CLEAN_PASS_STRENGTH;
      label = `Passed ${title} (${problem.difficulty}) on ${day}`;
    } else if (latest.passed) {
      strength = HINTED_PASS_STRENGTH;
      label = `Passed ${title} on ${day} after a hint`;
    } else if (record.firstPassDay) {
      strength = LAPSED_PASS_STRENGTH;
      label = `Passed ${title} on ${record.firstPassDay}, but the last Submit (${day}) failed`;
    }
    if (strength > 0) {
      add(content.skillsOfProblem(problem.id), {
        kind: 'problem',
        strength,
        label,
        at: day,
        href: `${PROBLEM_HREF_PREFIX}${problem.id}`,
      });
    }
  }

  // Interviews: the best session per topic.
  const bestPerTopic = new Map<string, PlanEvidence['interviews'][number]>();
  for (const session of evidence.interviews) {
    const known = bestPerTopic.get(session.topicId);
    if (
      !known ||
      session.percent > known.percent ||
      (session.percent === known.percent && session.endedAt > known.endedAt)
    ) {
      bestPerTopic.set(session.topicId, session);
    }
  }
  for (const session of [...bestPerTopic.values()].sort((a, b) =>
    a.topicId.localeCompare(b.topicId),
  )) {
    if (session.percent < INTERVIEW_MIN_PERCENT) continue;
    add(content.skillsOfTopic(session.topicId), {
      kind: 'interview',
      strength: Math.round(INTERVIEW_MAX_STRENGTH * session.percent) / 100,
      label: `Scored ${Math.round(session.percent)} % in the “${content.topicTitles.get(session.topicId) ?? session.topicId}” mock interview on ${dayOf(session.endedAt)}`,
      at: dayOf(session.endedAt),
      href: null,
    });
  }

  // Lessons: completed ones, the earliest completion day kept.
  const lessonsDone = new Map<string, string>();
  for (const lesson of evidence.lessons) {
    const day = dayOf(lesson.completedAt);
    const known = lessonsDone.get(lesson.lessonId);
    if (!known || day < known) lessonsDone.set(lesson.lessonId, day);
  }
  for (const [lessonId, day] of [...lessonsDone].sort((a, b) => a[0].localeCompare(b[0]))) {
    const title = content.lessonTitles.get(lessonId);
    if (!title) continue;
    add(content.skillsOfLesson(lessonId), {
      kind: 'lesson',
      strength: LESSON_STRENGTH,
      label: `Completed the lesson “${title}” on ${day}`,
      at: day,
      href: `${LESSON_HREF_PREFIX}${lessonId}`,
    });
  }

  // Résumé: the role analyzer's reading, its credit scaled down (a claim, not a proof).
  let years = 0;
  const onResume = new Set<string>();
  if (resume) {
    const read = readResumeEvidence(resume, today);
    years = read.years;
    for (const [skillId, found] of read.bySkill) {
      onResume.add(skillId);
      add([skillId], {
        kind: 'resume',
        strength: Math.round(WHERE_CREDIT[found.where] * RESUME_STRENGTH_FACTOR * 100) / 100,
        label: `Résumé, ${found.source}: “${found.line.length > 120 ? `${found.line.slice(0, 119)}…` : found.line}”`,
        at: null,
        href: null,
      });
    }
  }

  const order: Record<SkillEvidenceItem['kind'], number> = {
    problem: 0,
    interview: 1,
    lesson: 2,
    resume: 3,
  };
  for (const list of bySkill.values()) {
    list.sort(
      (a, b) =>
        b.strength - a.strength ||
        order[a.kind] - order[b.kind] ||
        (b.at ?? '').localeCompare(a.at ?? '') ||
        a.label.localeCompare(b.label),
    );
  }
  return {
    bySkill,
    strengthOf: (skillId) => bySkill.get(skillId)?.[0]?.strength ?? 0,
    problems,
    lessonsDone,
    years,
    onResume,
  };
}
