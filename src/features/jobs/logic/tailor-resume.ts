/**
 * A tailored résumé is the job's base résumé plus the fields the learner changed for this job
 * (`tailor.<key>` entries of the job document): the headline, the summary, the skills (names in
 * order, one per line) and each job's bullets. Pure: reads the base and the overrides, never
 * writes the base; each override keeps the base's text at the time it was made, so a later change
 * of the base is offered, not lost.
 */
import { BULLET_PREFIX, type ResumeDetails } from '../../../../common/resume/resume-schema.ts';
import type { JobFields, JobTailor } from '../../../../common/jobs/job-document-schema.ts';
import type { RoleAnalysis } from '../../../../common/role-analysis/role-analysis-schema.ts';

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
 * Changes the analysis implies, each one click: list the required skills the résumé proves
 * first among the skills; move a bullet that proves a required skill to the top of its job.
 */
export function suggestTailoring(
  resume: ResumeDetails,
  fields: JobFields,
  analysis: RoleAnalysis,
): TailorSuggestion[] {
  const current = readTailoredFields(resume, fields);
  const suggestions: TailorSuggestion[] = [];
  const proven = analysis.skills.filter((s) => s.importance === 'required' && s.found);

  const skills = current.find((f) => f.key === 'skills')!;
  const names = bullets(skills.value).map((name) => name.trim());
  const wanted = names.filter((name) =>
    proven.some(
      (s) =>
        s.evidence?.matched_text.toLowerCase() === name.toLowerCase() ||
        s.name.toLowerCase() === name.toLowerCase(),
    ),
  );
  const reordered = [...wanted, ...names.filter((name) => !wanted.includes(name))];
  if (wanted.length > 0 && reordered.join('\n') !== names.join('\n')) {
    suggestions.push({
      id: 'skills-first',
      label: `List ${wanted.join(', ')} first among your skills: the job requires ${wanted.length === 1 ? 'it' : 'them'}.`,
      key: 'skills',
      value: reordered.join('\n'),
    });
  }

  for (const field of current.filter((f) => f.key.startsWith('emp-'))) {
    const lines = bullets(field.value);
    const index = lines.findIndex(
      (line, i) =>
        i > 0 && proven.some((s) => s.evidence && line.includes(s.evidence.line.slice(0, 40))),
    );
    if (index <= 0) continue;
    const line = lines[index]!;
    const moved = [line, ...lines.filter((_, i) => i !== index)];
    suggestions.push({
      id: `bullet-up-${field.key}`,
      label: `Move “${line.replace(BULLET_PREFIX, '').slice(0, 70)}” to the top (${field.label.replace('Bullets: ', '')}): it proves a required skill.`,
      key: field.key,
      value: moved.join('\n'),
    });
  }
  return suggestions;
}
