/**
 * A stored résumé date as a reader sees it, with exactly its precision: "2021", "Mar 2021",
 * "15 Mar 2021", "Present", or the stored text when it is not a date (kept, never dropped).
 * Fixed English month names (never the viewer's locale) so the printed text reads back to the
 * same stored value (readResumeDate, the résumé parser).
 */
import { RESUME_CALENDAR_DATE } from './resume-date-schema.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function formatResumeDate(value: string): string {
  if (value === 'present') return 'Present';
  if (!RESUME_CALENDAR_DATE.test(value)) return value;
  const [year, month, day] = value.split('-');
  const name = month ? MONTHS[Number(month) - 1] : undefined;
  if (!name) return year ?? value;
  return day ? `${Number(day)} ${name} ${year}` : `${name} ${year}`;
}
