/**
 * Field by field: what a résumé read back from an exported file kept, changed, lost or added,
 * against the résumé that was exported. The "What an ATS sees" view shows it, and the export
 * round-trip tests score templates with it (kept / total ≥ 95 %), so both judge the same fields.
 * Items are compared by position (the n-th job read against the n-th job written).
 */
import type { ResumeContent } from './resume-content-schema.ts';

export type FieldReadStatus = 'kept' | 'changed' | 'lost' | 'added';

export type FieldReadSection =
  'Contact' | 'Summary' | 'Experience' | 'Education' | 'Skills' | 'Projects' | 'Certifications';

export interface FieldRead {
  /** Stable key, e.g. "learner_email" or "employment_history.1.start_date". */
  key: string;
  section: FieldReadSection;
  /** What a reader calls it: "Email", "Job 2 · Start date". */
  label: string;
  expected: string;
  actual: string;
  status: FieldReadStatus;
  /** Why it was lost or changed, in a few words (empty when kept). */
  reason: string;
}

export interface ContentComparison {
  fields: FieldRead[];
  /** Fields read back as written (both-empty fields count as kept). */
  kept: number;
  total: number;
}

const HEADER_LABELS = {
  learner_name: ['Contact', 'Name'],
  learner_email: ['Contact', 'Email'],
  learner_phone: ['Contact', 'Phone'],
  city: ['Contact', 'City'],
  country: ['Contact', 'Country'],
  role: ['Contact', 'Role'],
  learner_github: ['Contact', 'GitHub'],
  learner_linkedin: ['Contact', 'LinkedIn'],
  summary: ['Summary', 'Summary'],
} as const satisfies Partial<Record<keyof ResumeContent, [FieldReadSection, string]>>;

const JOB_LABELS = {
  title: 'Title',
  company_name: 'Company',
  location: 'Location',
  start_date: 'Start date',
  end_date: 'End date',
  description: 'Description',
} as const;

/** School notes are printed but the parser keeps them apart, so they are not judged. */
const SCHOOL_LABELS = {
  degree: 'Degree',
  field_of_study: 'Field of study',
  school_name: 'School',
  start_date: 'Start date',
  end_date: 'End date',
} as const;

const SKILL_LABELS = { skill_name: 'Skill', skill_level: 'Level' } as const;

const PROJECT_LABELS = {
  project_name: 'Name',
  url: 'Link',
  start_date: 'Start date',
  end_date: 'End date',
  keywords: 'Technologies',
  description: 'Description',
} as const;

const CERTIFICATION_LABELS = {
  certification_name: 'Name',
  issuer: 'Issuer',
  issue_date: 'Date',
  url: 'Link',
  credential_id: 'Credential ID',
} as const;

const normalise = (value: unknown) =>
  String(value ?? '')
    .replace(/\s+/g, ' ')
    .trim();

function reasonFor(key: string, status: FieldReadStatus): string {
  const date = /_date$/.test(key);
  switch (status) {
    case 'kept':
      return '';
    case 'lost':
      return date ? 'The date could not be read as a date.' : 'Not found in the text of the file.';
    case 'added':
      return 'Read from text that belongs to another field.';
    case 'changed':
      return date ? 'The date was read as a different date.' : 'Read with different words.';
  }
}

export function compareResumeContent(
  expected: ResumeContent,
  actual: ResumeContent,
): ContentComparison {
  const fields: FieldRead[] = [];
  const add = (key: string, section: FieldReadSection, label: string, a: unknown, b: unknown) => {
    const want = normalise(a);
    const got = normalise(b);
    const status: FieldReadStatus =
      want === got ? 'kept' : got === '' ? 'lost' : want === '' ? 'added' : 'changed';
    fields.push({
      key,
      section,
      label,
      expected: want,
      actual: got,
      status,
      reason: reasonFor(key, status),
    });
  };

  for (const [field, [section, label]] of Object.entries(HEADER_LABELS)) {
    const name = field as keyof typeof HEADER_LABELS;
    add(name, section, label, expected[name], actual[name]);
  }
  expected.employment_history.forEach((job, index) => {
    const got = actual.employment_history[index];
    for (const [field, label] of Object.entries(JOB_LABELS)) {
      const name = field as keyof typeof JOB_LABELS;
      add(
        `employment_history.${index}.${name}`,
        'Experience',
        `Job ${index + 1} · ${label}`,
        job[name],
        got?.[name],
      );
    }
  });
  expected.education_history.forEach((school, index) => {
    const got = actual.education_history[index];
    for (const [field, label] of Object.entries(SCHOOL_LABELS)) {
      const name = field as keyof typeof SCHOOL_LABELS;
      add(
        `education_history.${index}.${name}`,
        'Education',
        `School ${index + 1} · ${label}`,
        school[name],
        got?.[name],
      );
    }
  });
  expected.skills.forEach((skill, index) => {
    const got = actual.skills[index];
    for (const [field, label] of Object.entries(SKILL_LABELS)) {
      const name = field as keyof typeof SKILL_LABELS;
      add(
        `skills.${index}.${name}`,
        'Skills',
        `Skill ${index + 1} · ${label}`,
        skill[name],
        got?.[name],
      );
    }
  });
  expected.projects.forEach((project, index) => {
    const got = actual.projects[index];
    for (const [field, label] of Object.entries(PROJECT_LABELS)) {
      const name = field as keyof typeof PROJECT_LABELS;
      add(
        `projects.${index}.${name}`,
        'Projects',
        `Project ${index + 1} · ${label}`,
        project[name],
        got?.[name],
      );
    }
  });
  expected.certifications.forEach((certification, index) => {
    const got = actual.certifications[index];
    for (const [field, label] of Object.entries(CERTIFICATION_LABELS)) {
      const name = field as keyof typeof CERTIFICATION_LABELS;
      add(
        `certifications.${index}.${name}`,
        'Certifications',
        `Certification ${index + 1} · ${label}`,
        certification[name],
        got?.[name],
      );
    }
  });
  const kept = fields.filter((field) => field.status === 'kept').length;
  return { fields, kept, total: fields.length };
}
