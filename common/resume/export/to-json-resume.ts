/**
 * Nyra resume → JSON Resume. Bullet lines become plain lines (`highlights`, `summary` lines),
 * "present" and unknown dates are left out (the standard's way to say "current"), GitHub and
 * LinkedIn become profiles, the country is written as the location's region (the standard's
 * `countryCode` wants an ISO code, which the resume does not store).
 */
import { SKILL_LEVELS } from '../resume-schema.ts';
import type { JsonResume } from './json-resume-schema.ts';
import type { ResumeContent } from './resume-content-schema.ts';

const ISO_DATE = /^[12]\d{3}(-[01]\d(-[0-3]\d)?)?$/;

export function unbullet(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/^\s*•\s?/, '').trim())
    .filter(Boolean);
}

function date(value: string): string | undefined {
  return ISO_DATE.test(value) ? value : undefined;
}

function username(url: string): string {
  return url.replace(/\/+$/, '').split('/').pop() ?? '';
}

function optional<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== '' && v !== undefined),
  ) as T;
}

/** "SQL, dbt" → ["SQL", "dbt"]; none → left out. */
function splitKeywords(text: string): string[] | undefined {
  const words = text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  return words.length > 0 ? words : undefined;
}

export function toJsonResume(resume: ResumeContent): JsonResume {
  const profiles = [
    resume.learner_github && {
      network: 'GitHub',
      username: username(resume.learner_github),
      url: resume.learner_github,
    },
    resume.learner_linkedin && {
      network: 'LinkedIn',
      username: username(resume.learner_linkedin),
      url: resume.learner_linkedin,
    },
  ].filter((profile) => typeof profile === 'object');
  return {
    basics: optional({
      name: resume.learner_name,
      label: resume.role,
      email: resume.learner_email,
      phone: resume.learner_phone,
      summary: unbullet(resume.summary).join('\n'),
      location: optional({ city: resume.city, region: resume.country }),
      profiles,
    }),
    work: resume.employment_history.map((job) =>
      optional({
        name: job.company_name,
        position: job.title,
        location: job.location,
        startDate: date(job.start_date),
        endDate: date(job.end_date),
        highlights: unbullet(job.description),
      }),
    ),
    education: resume.education_history.map((school) =>
      optional({
        institution: school.school_name,
        studyType: school.degree,
        area: school.field_of_study,
        startDate: date(school.start_date),
        endDate: date(school.end_date),
        description: school.description,
      }),
    ),
    skills: resume.skills.map((skill) =>
      optional({
        name: skill.skill_name,
        level:
          skill.skill_level && (SKILL_LEVELS as readonly string[]).includes(skill.skill_level)
            ? skill.skill_level.charAt(0).toUpperCase() + skill.skill_level.slice(1)
            : undefined,
        description: skill.skill_description,
      }),
    ),
    projects: resume.projects.map((project) =>
      optional({
        name: project.project_name,
        highlights: unbullet(project.description),
        keywords: splitKeywords(project.keywords),
        startDate: date(project.start_date),
        endDate: date(project.end_date),
        url: project.url,
      }),
    ),
    certificates: resume.certifications.map((certification) =>
      optional({
        name: certification.certification_name,
        date: date(certification.issue_date),
        issuer: certification.issuer,
        url: certification.url,
        credentialId: certification.credential_id,
      }),
    ),
  };
}
