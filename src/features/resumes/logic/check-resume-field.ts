/**
 * Format checks of the editor's fields: a message to show under the field, or null.
 * The value is never changed or refused: an invalid draft stays in the field and is saved.
 */
import { RESUME_CALENDAR_DATE as DATE } from '@/common/resume/dates/resume-date-schema.ts';
import { RESUME_SHORT_MAX_CHARS } from '@/common/resume/resume-fields-schema.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_CHARS = /^[+()\d\s.-]+$/;
/** Fewest digits of a phone number (a local number without area code). */
const PHONE_MIN_DIGITS = 7;

/** Dates are typed as people write them on a résumé (read-resume-date.ts). */
export const DATE_MESSAGE = 'Enter a year (2021), a month and year (Mar 2021) or a date';

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export function checkResumeField(
  field: string,
  value: string,
  others: Record<string, unknown> = {},
): string | null {
  if (value === '') return null;
  switch (field) {
    case 'learner_email':
      return EMAIL.test(value) ? null : 'Please enter a valid email address';
    case 'learner_phone':
      return PHONE_CHARS.test(value) && value.replace(/\D/g, '').length >= PHONE_MIN_DIGITS
        ? null
        : 'Enter a phone number: digits, spaces and + ( ) - only, at least 7 digits';
    case 'learner_github':
    case 'learner_linkedin':
    case 'url':
      return isWebAddress(value) ? null : 'Enter a full web address, starting with https://';
    case 'start_date':
    case 'issue_date':
      return DATE.test(value) ? null : DATE_MESSAGE;
    case 'end_date': {
      if (value === 'present') return null;
      if (!DATE.test(value)) return `${DATE_MESSAGE}, or tick Present`;
      const start = typeof others.start_date === 'string' ? others.start_date : '';
      // Compared at the coarser of the two precisions: "2021" does not end before "2021-03".
      const common = Math.min(value.length, start.length);
      return DATE.test(start) && value.slice(0, common) < start.slice(0, common)
        ? 'The end date is before the start date'
        : null;
    }
    default:
      return value.length > RESUME_SHORT_MAX_CHARS &&
        !['summary', 'description', 'skill_description'].includes(field)
        ? `Keep this under ${RESUME_SHORT_MAX_CHARS} characters`
        : null;
  }
}
