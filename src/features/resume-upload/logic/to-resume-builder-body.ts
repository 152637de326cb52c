/**
 * The form's draft as `POST /api/resume/create/` takes it, or the message of every field that is
 * not right yet, keyed as the server keys them (`jobs.0.start_date`), so one error display serves
 * both. Typed dates are read with their precision ("Mar 2021" → 2021-03); a job or school left
 * blank is left out; skills are split at commas and new lines. Never changes the draft.
 */
import { readResumeDate } from '@/common/resume/dates/read-resume-date.ts';
import {
  resumeBuilderSchema,
  type ResumeBuilderBody,
} from '@/common/resume/resume-builder-schema.ts';
import type { ResumeBuilderDraft } from './resume-builder-draft-schema.ts';

export const BUILDER_DATE_MESSAGE = 'Enter a year (2021) or a month and year (Mar 2021)';

export type BuilderResult =
  { ok: true; body: ResumeBuilderBody } | { ok: false; errors: Record<string, string> };

export function toResumeBuilderBody(draft: ResumeBuilderDraft): BuilderResult {
  const errors: Record<string, string> = {};
  const date = (typed: string, key: string): string => {
    if (typed.trim() === '') return '';
    const stored = readResumeDate(typed);
    if (stored === null || stored === 'present') errors[key] = BUILDER_DATE_MESSAGE;
    return stored ?? '';
  };
  const filled = (values: string[]) => values.some((value) => value.trim() !== '');

  const jobs = draft.jobs.flatMap((job, index) =>
    filled([job.title, job.company_name, job.start_date, job.end_date])
      ? [
          {
            title: job.title,
            company_name: job.company_name,
            start_date: date(job.start_date, `jobs.${index}.start_date`),
            end_date: job.current ? 'present' : date(job.end_date, `jobs.${index}.end_date`),
          },
        ]
      : [],
  );
  const { school } = draft;
  const education = filled([school.school_name, school.degree, school.start_date, school.end_date])
    ? [
        {
          school_name: school.school_name,
          degree: school.degree,
          start_date: date(school.start_date, 'education.0.start_date'),
          end_date: date(school.end_date, 'education.0.end_date'),
        },
      ]
    : [];
  const skills = draft.skills
    .split(/[,\n]/)
    .map((skill) => skill.trim())
    .filter(Boolean);

  const parsed = resumeBuilderSchema.safeParse({
    learner_name: draft.learner_name,
    learner_email: draft.learner_email,
    learner_phone: draft.learner_phone,
    city: draft.city,
    jobs,
    education,
    skills,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.');
      // A blank job before a filled one moves up: point at the job the learner typed in.
      errors[remapJob(key, draft)] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}

/** `jobs.0.x` of the body is the second job of the form when the first was left blank. */
function remapJob(key: string, draft: ResumeBuilderDraft): string {
  const match = /^jobs\.(\d)\.(.+)$/.exec(key);
  if (!match?.[1]) return key;
  const filledIndexes = draft.jobs
    .map((job, index) =>
      [job.title, job.company_name, job.start_date, job.end_date].some((v) => v.trim())
        ? index
        : -1,
    )
    .filter((index) => index >= 0);
  return `jobs.${filledIndexes[Number(match[1])] ?? match[1]}.${match[2]}`;
}
