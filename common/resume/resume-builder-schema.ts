/**
 * "Build my résumé here instead" (issue 24 §4): the upload gate's short guided form, for a learner
 * with a Word résumé or none. `POST /api/resume/create/` takes it and creates a ready résumé of the
 * signed-in user. Dates are stored forms with their precision (resume-date-schema.ts): the form
 * reads "Mar 2021" or "2021" in the browser before sending. The limits are the export's
 * (resume-content-schema.ts), so a built résumé always exports and shares.
 */
import { z } from 'zod';
import { resumeDateSchema } from './dates/resume-date-schema.ts';

/** Jobs the form asks for: the last two. */
export const RESUME_BUILDER_MAX_JOBS = 2;
/** Schools the form asks for. */
export const RESUME_BUILDER_MAX_SCHOOLS = 1;
export const RESUME_BUILDER_MAX_SKILLS = 50;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[+()\d\s.-]*$/;
/** Fewest digits of a phone number (as the editor checks it). */
const PHONE_MIN_DIGITS = 7;

const text = (max: number, label: string) =>
  z.string().trim().max(max, `Keep ${label} under ${max} characters`);

export const RESUME_BUILDER_MESSAGES = {
  nameRequired: 'Enter your name',
  emailInvalid: 'Enter an e-mail address like name@example.com',
  phoneInvalid: 'Enter a phone number: digits, spaces and + ( ) - only, at least 7 digits',
  contactRequired: 'Give an e-mail address or a phone number, so employers can reach you',
  endBeforeStart: 'The end date is before the start date',
} as const;

/** End not before start, compared at the coarser precision ("2021" does not end before "2021-03"). */
function endsAfterStart(item: { start_date: string; end_date: string }): boolean {
  const { start_date: start, end_date: end } = item;
  if (!start || !end || end === 'present' || start === 'present') return true;
  const common = Math.min(start.length, end.length);
  return end.slice(0, common) >= start.slice(0, common);
}

const endCheck = { message: RESUME_BUILDER_MESSAGES.endBeforeStart, path: ['end_date'] };

export const resumeBuilderJobSchema = z
  .strictObject({
    title: text(200, 'the title'),
    company_name: text(200, 'the company'),
    start_date: resumeDateSchema,
    end_date: resumeDateSchema,
  })
  .refine(endsAfterStart, endCheck);

export const resumeBuilderSchoolSchema = z
  .strictObject({
    school_name: text(200, 'the school'),
    degree: text(200, 'the degree'),
    start_date: resumeDateSchema,
    end_date: resumeDateSchema,
  })
  .refine(endsAfterStart, endCheck);

export const resumeBuilderSchema = z
  .strictObject({
    learner_name: text(200, 'your name').min(1, RESUME_BUILDER_MESSAGES.nameRequired),
    learner_email: text(320, 'the e-mail address').refine(
      (value) => value === '' || EMAIL.test(value),
      RESUME_BUILDER_MESSAGES.emailInvalid,
    ),
    learner_phone: text(60, 'the phone number').refine(
      (value) =>
        value === '' || (PHONE.test(value) && value.replace(/\D/g, '').length >= PHONE_MIN_DIGITS),
      RESUME_BUILDER_MESSAGES.phoneInvalid,
    ),
    city: text(120, 'the city'),
    jobs: z.array(resumeBuilderJobSchema).max(RESUME_BUILDER_MAX_JOBS),
    education: z.array(resumeBuilderSchoolSchema).max(RESUME_BUILDER_MAX_SCHOOLS),
    skills: z.array(text(120, 'a skill').min(1)).max(RESUME_BUILDER_MAX_SKILLS),
  })
  .refine((value) => value.learner_email !== '' || value.learner_phone !== '', {
    message: RESUME_BUILDER_MESSAGES.contactRequired,
    path: ['learner_email'],
  });
export type ResumeBuilderInput = z.input<typeof resumeBuilderSchema>;
export type ResumeBuilderBody = z.infer<typeof resumeBuilderSchema>;
