/**
 * Reads a resume for the analyzer: every line that mentions a taxonomy skill, where it
 * is (recent or older experience, skills list, summary, education) and how recent, plus the
 * years of experience (employment periods merged, so overlapping jobs count once), the highest
 * degree and the seniority. A mention of a narrower skill is evidence for its parents too
 * (Kafka Connect → Kafka). Pure: "now" is the caller's `asOf` date.
 */
import type { ResumeDetails } from '../resume/resume-schema.ts';
import { findSkillMentions } from '../skills/find-skill-mentions.ts';
import { findWorkPhraseMentions } from '../skills/find-work-phrase-mentions.ts';
import { SKILLS_BY_ID } from '../skills/skill-taxonomy.ts';
import { readDegreeLevel } from './read-degree-level.ts';
import { readSeniorityCue } from './read-seniority-cue.ts';
import { seniorityFromYears } from './read-job-description.ts';
import type {
  DegreeLevel,
  SeniorityLevel,
  SkillEvidence,
  SkillWhere,
} from './role-analysis-schema.ts';

/** The parts of a resume the analyzer reads (the editor's local copy and the server's agree). */
export type AnalysisResume = Pick<
  ResumeDetails,
  'learner_name' | 'role' | 'summary' | 'skills' | 'employment_history' | 'education_history'
>;

/** A job that ended more than this many years before `asOf` is "older experience". */
export const RECENT_EXPERIENCE_YEARS = 3;

/** How much one line of evidence counts, by where it is (documented in analyze-role-fit.ts). */
export const WHERE_CREDIT: Readonly<Record<SkillWhere, number>> = {
  'recent-experience': 1,
  skills: 0.85,
  summary: 0.75,
  'older-experience': 0.7,
  education: 0.6,
};

export interface ResumeEvidence {
  bySkill: Map<string, SkillEvidence>;
  years: number;
  degree: DegreeLevel;
  degreeLine: string | null;
  seniority: SeniorityLevel;
  /** Most recent job, if any. */
  latestJob: { title: string; company: string; current: boolean } | null;
}

const MS_PER_YEAR = 365.25 * 24 * 3600 * 1000;

function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^[\s•*\-–]+/, '').trim())
    .filter(Boolean);
}

function parseDate(value: string, asOf: Date): Date | null {
  if (/^(present|current|now)$/i.test(value.trim()) || value.trim() === '') return null;
  const match = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?/.exec(value.trim());
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2] ?? '1') - 1, 1));
  return date > asOf ? asOf : date;
}

function yearRange(start: string, end: string): string {
  const from = /^\d{4}/.exec(start)?.[0];
  const to =
    /^\d{4}/.exec(end)?.[0] ?? (end.trim() && !/present|current|now/i.test(end) ? end : 'present');
  return from ? `${from}–${to}` : to === 'present' ? '' : to;
}

export function readResumeEvidence(resume: AnalysisResume, asOfIso: string): ResumeEvidence {
  const asOf = new Date(`${asOfIso.slice(0, 10)}T00:00:00Z`);
  const asOfYear = asOf.getUTCFullYear();
  const bySkill = new Map<string, SkillEvidence>();
  const offer = (line: string, where: SkillWhere, source: string, lastYear: number | null) => {
    const named = findSkillMentions(line);
    // "Trained fraud models", "shipped ML systems": skills a line shows by the work it describes.
    const work = findWorkPhraseMentions(line).filter(
      (p) => !named.some((m) => m.start < p.end && p.start < m.end),
    );
    for (const mention of [...named, ...work]) {
      const ids = [mention.skillId];
      for (let i = 0; i < ids.length; i += 1) {
        for (const parent of SKILLS_BY_ID.get(ids[i] ?? '')?.parents ?? []) {
          if (!ids.includes(parent)) ids.push(parent);
        }
      }
      for (const id of ids) {
        const candidate: SkillEvidence = {
          where,
          line,
          source,
          last_used_year: lastYear,
          matched_text: mention.text,
        };
        const known = bySkill.get(id);
        if (!known || better(candidate, known)) bySkill.set(id, candidate);
      }
    }
  };

  // Jobs newest first, so ties keep the most recent line.
  const jobs = resume.employment_history
    .map((job) => {
      const start = parseDate(job.start_date, asOf);
      const endOpen = /^(present|current|now)?$/i.test(job.end_date.trim());
      const end = endOpen ? asOf : (parseDate(job.end_date, asOf) ?? asOf);
      return { job, start, end, current: endOpen && job.end_date.trim() !== '' };
    })
    .sort((a, b) => b.end.getTime() - a.end.getTime());
  for (const { job, end } of jobs) {
    const lastYear = end.getUTCFullYear();
    const recent = asOfYear - lastYear <= RECENT_EXPERIENCE_YEARS;
    const where: SkillWhere = recent ? 'recent-experience' : 'older-experience';
    const range = yearRange(job.start_date, job.end_date);
    const source = `${[job.title, job.company_name].filter(Boolean).join(' at ')}${range ? ` (${range})` : ''}`;
    if (job.title.trim()) offer(job.title.trim(), where, source, lastYear);
    for (const line of splitLines(job.description)) offer(line, where, source, lastYear);
  }
  for (const skill of resume.skills) {
    const line = [skill.skill_name, skill.skill_description].filter((p) => p.trim()).join(': ');
    if (line) offer(line, 'skills', 'Skills', null);
  }
  for (const line of splitLines(resume.summary)) offer(line, 'summary', 'Summary', null);
  if (resume.role.trim()) offer(resume.role.trim(), 'summary', 'Headline', null);
  let degree: DegreeLevel = 'none';
  let degreeLine: string | null = null;
  const order: DegreeLevel[] = ['none', 'bachelors', 'masters', 'phd'];
  for (const item of resume.education_history) {
    const line = [item.degree, item.field_of_study].filter((p) => p.trim()).join(', ');
    const source = item.school_name || 'Education';
    if (line) offer(line, 'education', source, null);
    for (const extra of splitLines(item.description)) offer(extra, 'education', source, null);
    const level = readDegreeLevel(item.degree);
    if (order.indexOf(level) > order.indexOf(degree)) {
      degree = level;
      degreeLine = `${line}${item.school_name ? ` (${item.school_name})` : ''}`;
    }
  }

  // Years: merged employment periods.
  const periods = jobs
    .filter((j): j is typeof j & { start: Date } => j.start !== null && j.start < j.end)
    .map((j) => [j.start.getTime(), j.end.getTime()] as const)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let current: [number, number] | null = null;
  for (const [start, end] of periods) {
    if (current && start <= current[1]) current[1] = Math.max(current[1], end);
    else {
      if (current) total += current[1] - current[0];
      current = [start, end];
    }
  }
  if (current) total += current[1] - current[0];
  const years = Math.round((total / MS_PER_YEAR) * 10) / 10;

  const latest = jobs[0];
  const latestJob = latest
    ? { title: latest.job.title, company: latest.job.company_name, current: latest.current }
    : null;
  const seniority =
    (latestJob && readSeniorityCue(latestJob.title)) ?? seniorityFromYears(years) ?? 'junior';
  return { bySkill, years, degree, degreeLine, seniority, latestJob };
}

function better(a: SkillEvidence, b: SkillEvidence): boolean {
  const credit = WHERE_CREDIT[a.where] - WHERE_CREDIT[b.where];
  if (credit !== 0) return credit > 0;
  return (a.last_used_year ?? 0) > (b.last_used_year ?? 0);
}
