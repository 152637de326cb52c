/**
 * The planner (docs/product.md#plan): one pure, deterministic function from what the learner
 * chose (target, hours per week, dates), what they have shown (Submits, lessons, interviews,
 * résumé) and the content catalog to a plan of weeks. Same input, same plan: it runs in the
 * browser offline and in tests; "today" is an input.
 *
 * 1. Assess every skill of the target: its evidence, strongest first (collect-skill-evidence.ts).
 * 2. Items for what is left, in this order: résumé actions (add a skill practice proved, add a number to a
 *    bullet), missing required skills (a lesson, then a problem), missing preferred skills,
 *    required skills shown but not proven (a problem or an interview), interviews on the required
 *    skills' topics, then preferred skills shown but not proven. A proven skill gets nothing.
 *    Practice adapts: a problem is picked one level above the hardest clean pass in its topic.
 * 3. Done items since the start date stay in the week they were done (from evidence, or ticked by
 *    hand); what is left fills weeks from today on, never past the hours given, in order.
 * 4. The pace says whether the target date holds, and what it would take if it does not.
 */
import { LESSON_HREF_PREFIX, PROBLEM_HREF_PREFIX } from '../skills/skill-learning-links.ts';
import { SKILLS_BY_ID } from '../skills/skill-taxonomy.ts';
import { collectSkillEvidence, dayOf, type SkillEvidenceIndex } from './collect-skill-evidence.ts';
import type { SkillContentIndex } from './index-skill-content.ts';
import type { PlanCatalog, CatalogProblem } from './plan-catalog-schema.ts';
import {
  MAX_INTERVIEW_ITEMS,
  MAX_ITEM_MINUTES,
  MAX_METRIC_ITEMS,
  NEXT_UP_COUNT,
  PROVEN_STRENGTH,
} from './plan-constants.ts';
import type { PlanSettings } from './plan-document-schema.ts';
import type { PlanEvidence, PlanResume } from './plan-evidence-schema.ts';
import type { Plan, PlanItem, PlanPace, PlanWeek, SkillAssessment } from './plan-result.ts';
import type { PlanRequirement, PlanTarget } from './read-plan-target.ts';

export interface PlanInput {
  /** `YYYY-MM-DD`, the learner's day. */
  today: string;
  settings: PlanSettings;
  target: PlanTarget;
  evidence: PlanEvidence;
  resume: PlanResume | null;
  /** `tick.<itemId>` fields of the plan document, prefix removed: item → day, or null (unticked). */
  ticks: Readonly<Record<string, string | null>>;
  catalog: PlanCatalog;
  content: SkillContentIndex;
  /** Reading time per lesson id, from the course outline when this device has it. */
  lessonMinutes?: ReadonlyMap<string, number>;
}

const DAY_MS = 86_400_000;
const DIFFICULTY_RANK = { Easy: 0, Medium: 1, Hard: 2 } as const;
export const PLAN_HREF = '/dashboard/plan';
const RESUMES_HREF = '/dashboard/resumes';
const INTERVIEWS_HREF = '/dashboard/interviews';

const toDayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const fromDayNumber = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

function assess(
  requirement: PlanRequirement,
  evidence: SkillEvidenceIndex,
): SkillAssessment & { teach: string } {
  const members = requirement.alternatives.length
    ? requirement.alternatives
    : [requirement.skillId];
  // A choice is met by its best-shown member and taught by its first.
  let best = members[0]!;
  for (const id of members) if (evidence.strengthOf(id) > evidence.strengthOf(best)) best = id;
  const strength = evidence.strengthOf(best);
  return {
    skillId: requirement.skillId,
    name: requirement.name,
    importance: requirement.importance,
    alternatives: requirement.alternatives,
    strength,
    status: strength >= PROVEN_STRENGTH ? 'proven' : strength > 0 ? 'shown' : 'missing',
    evidence: evidence.bySkill.get(best) ?? [],
    teach: strength > 0 ? best : requirement.skillId,
  };
}

export function buildPlan(input: PlanInput): Plan {
  const { today, settings, target, catalog, content } = input;
  const evidence = collectSkillEvidence(input.evidence, input.resume, today, content);
  const assessed = target.requirements.map((r) => assess(r, evidence));
  const targetSkills = new Set(assessed.flatMap((s) => [s.skillId, ...s.alternatives]));
  const start = settings.startDate;
  const capacity = settings.hoursPerWeek * 60;
  const ticked = (id: string) => input.ticks[id] ?? null;
  const fit = (minutes: number) => Math.max(1, Math.min(minutes, MAX_ITEM_MINUTES, capacity));
  const lessonMinutes = (id: string) =>
    fit(input.lessonMinutes?.get(id) ?? catalog.durations.lessonMinutes);
  const problemMinutes = (p: CatalogProblem) => fit(catalog.durations.problemMinutes[p.difficulty]);
  const touches = (skills: readonly string[]) => skills.filter((id) => targetSkills.has(id));

  // ---- Done since the start date: from evidence, then hand ticks.
  const done = new Map<string, PlanItem>();
  const markDone = (item: PlanItem) => {
    if (item.doneAt && item.doneAt >= start && !done.has(item.id)) done.set(item.id, item);
  };
  for (const record of evidence.problems.values()) {
    const problem = content.problemsById.get(record.problemId)!;
    const skills = touches(content.skillsOfProblem(problem.id));
    if (!record.firstCleanPassDay || skills.length === 0) continue;
    markDone({
      id: `problem:${problem.id}`,
      kind: 'problem',
      title: problem.title,
      href: `${PROBLEM_HREF_PREFIX}${problem.id}`,
      minutes: problemMinutes(problem),
      skillIds: skills,
      reason: `Passed on ${record.firstCleanPassDay}.`,
      doneAt: record.firstCleanPassDay,
      manual: false,
    });
  }
  for (const [lessonId, day] of evidence.lessonsDone) {
    const skills = assessed
      .filter((s) => content.lessonsFor(s.teach).includes(lessonId))
      .map((s) => s.skillId);
    if (skills.length === 0) continue;
    markDone({
      id: `lesson:${lessonId}`,
      kind: 'lesson',
      title: content.lessonTitles.get(lessonId) ?? lessonId,
      href: `${LESSON_HREF_PREFIX}${lessonId}`,
      minutes: lessonMinutes(lessonId),
      skillIds: skills,
      reason: `Completed on ${day}.`,
      doneAt: day,
      manual: false,
    });
  }
  const interviewedSinceStart = new Set<string>();
  for (const session of [...input.evidence.interviews].sort((a, b) =>
    a.sessionId.localeCompare(b.sessionId),
  )) {
    const skills = touches(content.skillsOfTopic(session.topicId));
    const day = dayOf(session.endedAt);
    if (skills.length === 0 || day < start) continue;
    interviewedSinceStart.add(session.topicId);
    markDone({
      id: `interview:${session.topicId}:${session.sessionId}`,
      kind: 'interview',
      title: `${content.topicTitles.get(session.topicId) ?? session.topicId} mock interview`,
      href: INTERVIEWS_HREF,
      minutes: fit(catalog.durations.interviewMinutes),
      skillIds: skills,
      reason: `Scored ${Math.round(session.percent)} % on ${day}.`,
      doneAt: day,
      manual: false,
    });
  }

  // Hand ticks: the item as it was planned, done on the day it was ticked.
  for (const [id, day] of Object.entries(input.ticks).sort((a, b) => a[0].localeCompare(b[0]))) {
    if (!day) continue;
    const [kind = '', ref = '', extra = ''] = id.split(':');
    const base = { id, doneAt: day, manual: true, reason: `Marked done on ${day}.`, skillIds: [] };
    if (kind === 'lesson' && content.lessonTitles.has(ref)) {
      markDone({
        ...base,
        kind,
        title: content.lessonTitles.get(ref)!,
        href: `${LESSON_HREF_PREFIX}${ref}`,
        minutes: lessonMinutes(ref),
      });
    } else if ((kind === 'problem' || kind === 'retry') && content.problemsById.has(ref)) {
      const problem = content.problemsById.get(ref)!;
      markDone({
        ...base,
        kind,
        title: kind === 'retry' ? `Retry: ${problem.title}` : problem.title,
        href: `${PROBLEM_HREF_PREFIX}${ref}`,
        minutes: problemMinutes(problem),
      });
    } else if (kind === 'interview' && content.topicTitles.has(ref)) {
      markDone({
        ...base,
        kind,
        title: `${content.topicTitles.get(ref)!} mock interview`,
        href: INTERVIEWS_HREF,
        minutes: fit(catalog.durations.interviewMinutes),
      });
    } else if (kind === 'resume' && (ref === 'skill' || ref === 'show')) {
      markDone({
        ...base,
        kind,
        title: `${ref === 'skill' ? 'Add' : 'Show'} ${SKILLS_BY_ID.get(extra)?.name ?? extra} ${ref === 'skill' ? 'to' : 'on'} your résumé`,
        href: RESUMES_HREF,
        minutes: fit(catalog.durations.resumeActionMinutes),
      });
    } else if (kind === 'resume' && ref === 'metric') {
      const job = input.resume?.employment_history.find((j) => j.id === extra);
      markDone({
        ...base,
        kind,
        title: `Add a number to your ${job?.title || 'latest'} bullets`,
        href: RESUMES_HREF,
        minutes: fit(catalog.durations.resumeActionMinutes),
      });
    }
  }

  // ---- What is left, in priority order (one item per id; an item may serve several skills).
  const planned = new Map<string, PlanItem>();
  const plan = (item: Omit<PlanItem, 'doneAt' | 'manual'>, manual = false) => {
    if (done.has(item.id)) return;
    const known = planned.get(item.id);
    if (known) {
      for (const id of item.skillIds) if (!known.skillIds.includes(id)) known.skillIds.push(id);
      return;
    }
    const tickDay = ticked(item.id);
    const full: PlanItem = { ...item, doneAt: tickDay, manual };
    if (tickDay) markDone({ ...full, reason: `Marked done on ${tickDay}.` });
    else planned.set(item.id, full);
  };
  const roleWord = (s: SkillAssessment) => `${s.importance} for ${target.title}`;
  const isClean = (problemId: string) => {
    const latest = evidence.problems.get(problemId)?.latest;
    return latest ? latest.passed && !latest.hintUsed : false;
  };
  const topicLevel = new Map<string, number>();
  for (const record of evidence.problems.values()) {
    const problem = content.problemsById.get(record.problemId)!;
    if (!record.firstCleanPassDay) continue;
    const rank = DIFFICULTY_RANK[problem.difficulty];
    topicLevel.set(problem.topic, Math.max(topicLevel.get(problem.topic) ?? -1, rank));
  }

  const retryItem = (problem: CatalogProblem, skill: SkillAssessment, why: string) =>
    plan({
      id: `retry:${problem.id}`,
      kind: 'retry',
      title: `Retry: ${problem.title}`,
      href: `${PROBLEM_HREF_PREFIX}${problem.id}`,
      minutes: problemMinutes(problem),
      skillIds: [skill.skillId],
      reason: why,
    });

  /** A problem for the skill: a retry first, else one level above the topic's hardest clean pass. */
  const planProblem = (skill: SkillAssessment & { teach: string }, why: string): boolean => {
    const candidates = content.problemsFor(skill.teach);
    for (const problem of candidates) {
      const latest = evidence.problems.get(problem.id)?.latest;
      if (!latest || isClean(problem.id) || ticked(`retry:${problem.id}`)) continue;
      retryItem(
        problem,
        skill,
        latest.passed
          ? `You passed it on ${dayOf(latest.at)} after a hint: pass it on your own to prove ${skill.name}.`
          : `Your Submit on ${dayOf(latest.at)} failed: same level again before moving on.`,
      );
      return true;
    }
    const open = candidates.filter(
      (p) => !evidence.problems.get(p.id)?.firstCleanPassDay && !ticked(`problem:${p.id}`),
    );
    if (open.length === 0) return false;
    const wanted = (p: CatalogProblem) => Math.min((topicLevel.get(p.topic) ?? -1) + 1, 2);
    const next =
      open.find((p) => DIFFICULTY_RANK[p.difficulty] === wanted(p)) ??
      open.find((p) => DIFFICULTY_RANK[p.difficulty] > wanted(p)) ??
      open[0]!;
    const level = topicLevel.get(next.topic);
    plan({
      id: `problem:${next.id}`,
      kind: 'problem',
      title: next.title,
      href: `${PROBLEM_HREF_PREFIX}${next.id}`,
      minutes: problemMinutes(next),
      skillIds: [skill.skillId],
      reason:
        level !== undefined && DIFFICULTY_RANK[next.difficulty] > level
          ? `${why} One level up: you passed a ${['Easy', 'Medium', 'Hard'][level]} ${next.topic} problem cleanly.`
          : why,
    });
    return true;
  };
  const planLesson = (skill: SkillAssessment & { teach: string }, why: string): boolean => {
    const lessonId = content
      .lessonsFor(skill.teach)
      .find((id) => !evidence.lessonsDone.has(id) && !ticked(`lesson:${id}`));
    if (!lessonId) return false;
    plan({
      id: `lesson:${lessonId}`,
      kind: 'lesson',
      title: content.lessonTitles.get(lessonId) ?? lessonId,
      href: `${LESSON_HREF_PREFIX}${lessonId}`,
      minutes: lessonMinutes(lessonId),
      skillIds: [skill.skillId],
      reason: why,
    });
    return true;
  };
  const planInterview = (skills: SkillAssessment[], topicId: string, why: string) =>
    plan({
      id: `interview:${topicId}`,
      kind: 'interview',
      title: `${content.topicTitles.get(topicId) ?? topicId} mock interview`,
      href: INTERVIEWS_HREF,
      minutes: fit(catalog.durations.interviewMinutes),
      skillIds: skills.map((s) => s.skillId),
      reason: why,
    });

  /** A résumé edit the learner ticks by hand. */
  const planResumeAction = (id: string, title: string, skillIds: string[], reason: string) =>
    plan(
      {
        id,
        kind: 'resume',
        title,
        href: RESUMES_HREF,
        minutes: fit(catalog.durations.resumeActionMinutes),
        skillIds,
        reason,
      },
      true,
    );
  /** No content teaches it (a practice like mentoring): ask for the résumé line that shows it. */
  const planShowOnResume = (skill: SkillAssessment & { teach: string }) =>
    planResumeAction(
      `resume:show:${skill.teach}`,
      `Show ${skill.name} on your résumé`,
      [skill.skillId],
      `${skill.name} is ${roleWord(skill)}; no lesson or problem here trains it, so write the line that shows when you used it.`,
    );

  const required = assessed.filter((s) => s.importance === 'required');
  const preferred = assessed.filter((s) => s.importance === 'preferred');

  // 1. Résumé actions: a skill practice proved that the résumé does not name; bullets without a number.
  for (const skill of assessed) {
    const proof = skill.evidence[0];
    if (skill.status !== 'proven' || !proof || proof.kind === 'resume') continue;
    if (evidence.onResume.has(skill.teach) && !ticked(`resume:skill:${skill.teach}`)) continue;
    planResumeAction(
      `resume:skill:${skill.teach}`,
      `Add ${skill.name} to your résumé`,
      [skill.skillId],
      `${proof.label}, but your résumé does not name ${skill.name}.`,
    );
  }
  const jobs = [...(input.resume?.employment_history ?? [])]
    .sort((a, b) => (b.end_date || '9999').localeCompare(a.end_date || '9999'))
    .slice(0, MAX_METRIC_ITEMS);
  for (const job of jobs) {
    const id = `resume:metric:${job.id}`;
    const bullet = job.description.split(/\r?\n/).find((line) => line.trim());
    if (!bullet || (/\d/.test(job.description) && !ticked(id))) continue;
    planResumeAction(
      id,
      `Add a number to your ${job.title || 'latest'} bullets`,
      [],
      `No bullet of ${[job.title, job.company_name].filter(Boolean).join(' at ')} has a number (how many, how much, how fast), e.g. “${bullet.replace(/^[\s•*-]+/, '').slice(0, 80)}”.`,
    );
  }

  // 2–3. Missing skills: required before preferred; a lesson, then a problem that tests it.
  for (const group of [required, preferred]) {
    for (const skill of group) {
      if (skill.status !== 'missing') continue;
      const why = `${skill.name} is ${roleWord(skill)} and nothing you have shown covers it yet.`;
      const lesson = planLesson(skill, why);
      const problem = planProblem(skill, `Tests ${skill.name}, ${roleWord(skill)}.`);
      if (lesson || problem) continue;
      const topic = content.topicsFor(skill.teach)[0];
      if (topic) planInterview([skill], topic.id, why);
      else planShowOnResume(skill);
    }
  }

  // 4–6. Shown but not proven: prove it with a problem, or in an interview.
  const proveShown = (skill: SkillAssessment & { teach: string }) => {
    const best = skill.evidence[0]!;
    const why = `Prove ${skill.name} (${roleWord(skill)}): so far — ${best.label}.`;
    if (planProblem(skill, why)) return;
    const topic = content.topicsFor(skill.teach).find((t) => !interviewedSinceStart.has(t.id));
    if (topic) planInterview([skill], topic.id, why);
    else planLesson(skill, why);
  };
  for (const skill of required) if (skill.status === 'shown') proveShown(skill);
  const topicCounts = new Map<string, SkillAssessment[]>();
  for (const skill of required) {
    if (skill.status === 'proven') continue;
    for (const topic of content.topicsFor(skill.teach)) {
      topicCounts.set(topic.id, [...(topicCounts.get(topic.id) ?? []), skill]);
    }
  }
  const topics = [...topicCounts]
    .filter(([id]) => !interviewedSinceStart.has(id))
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
    .slice(0, MAX_INTERVIEW_ITEMS);
  for (const [topicId, skills] of topics) {
    planInterview(
      skills,
      topicId,
      `Practise explaining ${skills.map((s) => s.name).join(', ')} out loud, as an interviewer for ${target.title} would ask.`,
    );
  }
  for (const skill of preferred) if (skill.status === 'shown') proveShown(skill);

  // ---- Weeks: done items where they happened, what is left from this week on.
  const startN = toDayNumber(start);
  const todayN = toDayNumber(today);
  const currentIndex = Math.max(0, Math.floor((todayN - startN) / 7));
  const weeks = new Map<number, PlanItem[]>();
  const used = new Map<number, number>();
  const put = (index: number, item: PlanItem) => {
    weeks.set(index, [...(weeks.get(index) ?? []), item]);
    used.set(index, (used.get(index) ?? 0) + item.minutes);
  };
  const doneItems = [...done.values()].sort(
    (a, b) => (a.doneAt ?? '').localeCompare(b.doneAt ?? '') || a.id.localeCompare(b.id),
  );
  for (const item of doneItems) {
    const index = Math.floor((toDayNumber(item.doneAt!) - startN) / 7);
    put(Math.min(Math.max(index, 0), currentIndex), item);
  }
  let cursor = currentIndex;
  const remaining = [...planned.values()];
  for (const item of remaining) {
    while ((used.get(cursor) ?? 0) + item.minutes > capacity) cursor += 1;
    put(cursor, item);
  }
  const lastIndex = Math.max(currentIndex, ...weeks.keys());
  const planWeeks: PlanWeek[] = [];
  for (let index = 0; index <= lastIndex; index += 1) {
    const items = weeks.get(index) ?? [];
    planWeeks.push({
      number: index + 1,
      start: fromDayNumber(startN + index * 7),
      end: fromDayNumber(startN + index * 7 + 6),
      items,
      minutes: items.reduce((sum, item) => sum + item.minutes, 0),
    });
  }

  const thisWeek = weeks.get(currentIndex) ?? [];
  const doneThisWeek = thisWeek.filter((item) => item.doneAt);
  return {
    targetTitle: target.title,
    skills: assessed.map(({ teach: _teach, ...skill }) => skill),
    weeks: planWeeks,
    currentWeek: currentIndex + 1,
    weekProgress: {
      doneMinutes: doneThisWeek.reduce((sum, item) => sum + item.minutes, 0),
      totalMinutes: thisWeek.reduce((sum, item) => sum + item.minutes, 0),
      done: doneThisWeek.length,
      total: thisWeek.length,
    },
    nextUp: remaining.slice(0, NEXT_UP_COUNT),
    pace: readPace(remaining, planWeeks, settings, today),
  };
}

function readPace(
  remaining: PlanItem[],
  weeks: PlanWeek[],
  settings: PlanSettings,
  today: string,
): PlanPace {
  const { targetDate, hoursPerWeek } = settings;
  const last = [...weeks].reverse().find((week) => week.items.some((item) => !item.doneAt));
  const finishDate = last ? last.end : today;
  const onTrack = finishDate <= targetDate;
  const minutesLeft = remaining.reduce((sum, item) => sum + item.minutes, 0);
  const daysLeft = toDayNumber(targetDate) - toDayNumber(today) + 1;
  const weeksLeft = Math.ceil(daysLeft / 7);
  const hoursNeeded = daysLeft > 0 ? Math.ceil((minutesLeft / 60 / weeksLeft) * 2) / 2 : null;
  let message: string;
  if (remaining.length === 0) {
    message = 'Every planned item is done: your evidence covers this target.';
  } else if (onTrack) {
    message = `On track: at ${hoursPerWeek} h a week the plan ends by ${finishDate}, before your target date ${targetDate}.`;
  } else if (hoursNeeded === null) {
    message = `Your target date ${targetDate} has passed: at ${hoursPerWeek} h a week the plan needs until ${finishDate}. Choose a new date.`;
  } else {
    const late = Math.ceil((toDayNumber(finishDate) - toDayNumber(targetDate)) / 7);
    message = `Behind: at ${hoursPerWeek} h a week the plan needs until ${finishDate}, ${late} week${late === 1 ? '' : 's'} after your target date ${targetDate}. About ${hoursNeeded} h a week would end it on time, or move the date.`;
  }
  return { finishDate, targetDate, onTrack, hoursNeeded, message };
}
