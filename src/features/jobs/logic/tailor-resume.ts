/**
 * A tailored résumé is the job's base résumé plus the fields the learner changed for this job
 * (`tailor.<key>` entries of the job document): the headline, the summary, the skills (names in
 * order, one per line) and each job's bullets. Pure: reads the base and the overrides, never
 * writes the base; each override keeps the base's text at the time it was made, so a later change
 * of the base is offered, not lost.
 */
import type { ResumeDetails } from '@/common/resume/resume-schema.ts';
import type { JobFields, JobTailor } from '@/common/jobs/job-document-schema.ts';
import type { RoleAnalysis } from '@/common/role-analysis/role-analysis-schema.ts';
import { suggestResumeChanges } from '@/common/role-analysis/suggest-resume-changes.ts';

export const TAILOR_PREFIX = 'tailor.';

export interface TailoredField {
  /** `role`, `summary`, `skills` or `emp-<item id>`. */
  key: string;
  label: string;
  /** The base résumé's text now. */
  base: string;
  /** What the version shows. */
  value: string;
  /** The version has its own text for this field. */
  overridden: boolean;
  /** The base changed since the version's text was made: offer to take it. */
  baseChanged: boolean;
}

function skillNames(resume: ResumeDetails): string {
  return resume.skills.map((skill) => skill.skill_name).join('\n');
}

function baseFields(resume: ResumeDetails): Array<{ key: string; label: string; base: string }> {
  return [
    { key: 'role', label: 'Headline', base: resume.role },
    { key: 'summary', label: 'Summary', base: resume.summary },
    { key: 'skills', label: 'Skills (one per line, in order)', base: skillNames(resume) },
    ...resume.employment_history.map((job) => ({
      key: `emp-${job.id}`,
      label: `Bullets: ${[job.title, job.company_name].filter(Boolean).join(' at ') || 'a job'}`,
      base: job.description,
    })),
  ];
}

function overrideOf(fields: JobFields, key: string): JobTailor | null {
  return (fields[`tailor.${key}`] as JobTailor | null | undefined) ?? null;
}

export function readTailoredFields(resume: ResumeDetails, fields: JobFields): TailoredField[] {
  return baseFields(resume).map(({ key, label, base }) => {
    const override = overrideOf(fields, key);
    return {
      key,
      label,
      base,
      value: override ? override.value : base,
      overridden: override !== null,
      baseChanged: override !== null && override.base !== base,
    };
  });
}

/** Whether the job has a tailored version at all. */
export function hasTailoring(fields: JobFields): boolean {
  return Object.entries(fields).some(([key, value]) => key.startsWith(TAILOR_PREFIX) && value);
}

/** The version as a whole résumé (for the preview and the PDF): the base with the overrides. */
export function applyTailoring(resume: ResumeDetails, fields: JobFields): ResumeDetails {
  const text = (key: string, base: string) => overrideOf(fields, key)?.value ?? base;
  const skills = overrideOf(fields, 'skills');
  return {
    ...resume,
    role: text('role', resume.role),
    summary: text('summary', resume.summary),
    employment_history: resume.employment_history.map((job) => ({
      ...job,
      description: text(`emp-${job.id}`, job.description),
    })),
    skills: skills
      ? skills.value
          .split('\n')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name, position) => {
            const known = resume.skills.find(
              (skill) => skill.skill_name.toLowerCase() === name.toLowerCase(),
            );
            return known
              ? { ...known, position }
              : {
                  id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
                  version: 1,
                  parse_meta: {},
                  position,
                  skill_name: name,
                  skill_level: null,
                  skill_description: '',
                };
          })
      : resume.skills,
  };
}

export interface TailorSuggestion {
  id: string;
  /** What it does, in one line. */
  label: string;
  key: string;
  value: string;
}

function bullets(text: string): string[] {
  return text.split(/\r?\n/).filter((line) => line.trim());
}

/**
 * Changes the analysis implies, each one click (common/role-analysis/suggest-resume-changes.ts,
 * the résumé editor's mechanism too), on the version's text: required skills first among the
 * skills, a skill an experience line proves added to them, a bullet that proves what the job asks
 * for moved to the top of its job. A missing metric is the learner's to write, in the bullets'
 * field itself.
 */
export function suggestTailoring(
  resume: ResumeDetails,
  fields: JobFields,
  analysis: RoleAnalysis,
): TailorSuggestion[] {
  const current = readTailoredFields(resume, fields);
  const names = bullets(current.find((f) => f.key === 'skills')!.value).map((name) => name.trim());
  const jobs = current
    .filter((f) => f.key.startsWith('emp-'))
    .map((f) => ({ key: f.key, label: f.label.replace('Bullets: ', ''), description: f.value }));
  const changes = suggestResumeChanges(
    { skills: names.map((name) => ({ key: name, name })), jobs },
    analysis,
  );
  return changes.flatMap((change): TailorSuggestion[] => {
    const base = { id: change.id, label: change.label };
    if (change.kind === 'skills-first') {
      return [{ ...base, key: 'skills', value: change.order.join('\n') }];
    }
    if (change.kind === 'add-skill') {
      return [{ ...base, key: 'skills', value: [...names, change.skillName].join('\n') }];
    }
    if (change.kind === 'bullet-up') {
      return [{ ...base, key: change.jobKey, value: change.description }];
    }
    return [];
  });
}
