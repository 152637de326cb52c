/**
 * JSON Resume → Nyra resume (the import route): the inverse of toJsonResume, plus what other
 * tools write: `work.summary` lines join the highlights, `skills.keywords` become the skill's
 * description when it has none, a `countryCode` stands in for a missing region, a work item
 * with a start and no end is current ("present"), and levels outside the four known ones are
 * dropped (a skill level is one of beginner … expert, product.md#entities).
 */
import { bulletTextFromLines } from '../bullet-text-from-lines.ts';
import { readResumeDate } from '../dates/read-resume-date.ts';
import { RESUME_SHORT_MAX_CHARS } from '../resume-fields-schema.ts';
import { SKILL_LEVELS, type SkillLevel } from '../resume-schema.ts';
import type { JsonResume } from './json-resume-schema.ts';
import type { ResumeContent } from './resume-content-schema.ts';

/** JSON Resume dates are ISO 8601 with the precision written ("2021", "2021-03"): kept as is. */
function day(value: string | undefined): string {
  if (!value) return '';
  return readResumeDate(value) ?? value;
}

function level(value: string | undefined): SkillLevel | null {
  const lower = value?.trim().toLowerCase() ?? '';
  return (SKILL_LEVELS as readonly string[]).includes(lower) ? (lower as SkillLevel) : null;
}

function profileUrl(resume: JsonResume, network: string): string {
  const profile = resume.basics?.profiles?.find(
    (entry) => entry.network?.toLowerCase() === network || entry.url?.includes(`${network}.com`),
  );
  return profile?.url ?? '';
}

/**
 * ["SQL", "dbt"] → "SQL, dbt"; written without the spaces when they would make it longer than the
 * field holds (an exported "a,b,…" of the longest length imports back).
 */
function joinKeywords(words: string[]): string {
  const spaced = words.join(', ');
  return spaced.length <= RESUME_SHORT_MAX_CHARS ? spaced : words.join(',');
}

export function fromJsonResume(resume: JsonResume, resumeName: string): ResumeContent {
  const basics = resume.basics ?? {};
  return {
    resume_name: resumeName,
    learner_name: basics.name ?? '',
    learner_email: basics.email ?? '',
    learner_phone: basics.phone ?? '',
    city: basics.location?.city ?? '',
    country: basics.location?.region ?? basics.location?.countryCode ?? '',
    role: basics.label ?? '',
    learner_github: profileUrl(resume, 'github'),
    learner_linkedin: profileUrl(resume, 'linkedin'),
    summary: bulletTextFromLines([basics.summary ?? '']),
    employment_history: (resume.work ?? []).map((job) => ({
      company_name: job.name ?? '',
      title: job.position ?? '',
      start_date: day(job.startDate),
      end_date: job.endDate ? day(job.endDate) : job.startDate ? 'present' : '',
      description: bulletTextFromLines([job.summary ?? '', ...(job.highlights ?? [])]),
      location: job.location ?? '',
    })),
    education_history: (resume.education ?? []).map((school) => ({
      school_name: school.institution ?? '',
      degree: school.studyType ?? '',
      field_of_study: school.area ?? '',
      start_date: day(school.startDate),
      end_date: day(school.endDate),
      description: school.description ?? bulletTextFromLines(school.courses ?? []),
    })),
    skills: (resume.skills ?? []).map((skill) => ({
      skill_name: skill.name ?? '',
      skill_level: level(skill.level),
      skill_description: skill.description ?? (skill.keywords ?? []).join(', '),
    })),
    projects: (resume.projects ?? []).map((project) => ({
      project_name: project.name ?? '',
      description: bulletTextFromLines([project.description ?? '', ...(project.highlights ?? [])]),
      url: project.url ?? '',
      start_date: day(project.startDate),
      end_date: day(project.endDate),
      keywords: joinKeywords(project.keywords ?? []),
    })),
    certifications: (resume.certificates ?? []).map((certificate) => ({
      certification_name: certificate.name ?? '',
      issuer: certificate.issuer ?? '',
      issue_date: day(certificate.date),
      url: certificate.url ?? '',
      credential_id: certificate.credentialId ?? '',
    })),
  };
}
