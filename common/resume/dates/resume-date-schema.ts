/**
 * A résumé date keeps the precision the résumé gave (issue 24 §4): a year ("2021"), a month and
 * year ("2021-03") or a full date ("2021-03-15"); an end date may be "present"; empty is unknown.
 * Padding a year or a month out to a day would invent precision the learner never wrote, so the
 * stored string is exactly as precise as what was read or typed.
 */
import { z } from 'zod';

const YEAR = '(?:1[89]|2\\d)\\d{2}';
const MONTH = '(?:0[1-9]|1[0-2])';
const DAY = '(?:0[1-9]|[12]\\d|3[01])';

/** `YYYY`, `YYYY-MM` or `YYYY-MM-DD` (no "present", no empty). */
export const RESUME_CALENDAR_DATE = new RegExp(`^${YEAR}(?:-${MONTH}(?:-${DAY})?)?$`);

export const RESUME_DATE_MESSAGE = 'Use a year (2021), a month and year (2021-03) or a date.';

/** A stored start or end date: calendar date, "present" (an end) or empty (not known). */
export const resumeDateSchema = z
  .string()
  .refine(
    (value) => value === '' || value === 'present' || RESUME_CALENDAR_DATE.test(value),
    RESUME_DATE_MESSAGE,
  );
export type ResumeDate = z.infer<typeof resumeDateSchema>;
