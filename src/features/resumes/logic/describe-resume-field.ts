import { formatResumeDate } from '@/common/resume/dates/format-resume-date.ts';

/** A person's name for a resume field and a readable value (conflict prompts, history). */
const LABELS: Record<string, string> = {
  resume_name: 'Resume name',
  learner_name: 'Full name',
  learner_email: 'Email',
  learner_phone: 'Phone',
  city: 'City',
  country: 'Country',
  role: 'Role',
  learner_github: 'GitHub',
  learner_linkedin: 'LinkedIn',
  summary: 'Summary',
  company_name: 'Company',
  title: 'Title',
  start_date: 'Start date',
  end_date: 'End date',
  description: 'Description',
  location: 'Location',
  school_name: 'School',
  degree: 'Degree',
  field_of_study: 'Field of study',
  skill_name: 'Skill',
  skill_level: 'Level',
  skill_description: 'Skill description',
  project_name: 'Project',
  url: 'Link',
  keywords: 'Technologies',
  certification_name: 'Certification',
  issuer: 'Issuer',
  issue_date: 'Date',
  credential_id: 'Credential ID',
  position: 'Order',
};

export function describeResumeField(
  field: string,
  value: unknown,
): { label: string; value: string } {
  const text =
    value === null || value === undefined || value === ''
      ? '(empty)'
      : field === 'position' && typeof value === 'number'
        ? `#${value + 1}`
        : (field === 'start_date' || field === 'end_date' || field === 'issue_date') &&
            typeof value === 'string'
          ? formatResumeDate(value)
          : String(value);
  return { label: LABELS[field] ?? field, value: text };
}
