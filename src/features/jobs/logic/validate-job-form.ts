/**
 * Checks the Add job form as typed, with the document's own field schemas, and says what is
 * wrong per field; the typed values are never changed.
 */
import { JOB_FIXED_FIELDS } from '@/common/jobs/job-document-schema.ts';

export const JOB_FORM_FIELDS = [
  'company',
  'title',
  'link',
  'location',
  'salary',
  'description',
  'notes',
] as const;
export type JobFormField = (typeof JOB_FORM_FIELDS)[number];
export type JobFormValues = Record<JobFormField, string>;
export type JobFormErrors = Partial<Record<JobFormField, string>>;

export const EMPTY_JOB_FORM: JobFormValues = {
  company: '',
  title: '',
  link: '',
  location: '',
  salary: '',
  description: '',
  notes: '',
};

export function validateJobForm(values: JobFormValues): JobFormErrors {
  const errors: JobFormErrors = {};
  for (const field of JOB_FORM_FIELDS) {
    const value = field === 'link' ? values.link.trim() : values[field];
    const parsed = JOB_FIXED_FIELDS[field].safeParse(value);
    if (!parsed.success) errors[field] = parsed.error.issues[0]?.message ?? 'Invalid';
  }
  return errors;
}
