/**
 * JSON Resume (https://jsonresume.org/schema, v1.0.0): the parts Nyra reads and writes. Every
 * field is optional as in the standard, unknown fields are accepted and ignored (other tools
 * add their own), strings are bounded. `description` on education and skills is an extension
 * (the standard has no such field; additional properties are allowed) so a Nyra export imports
 * back without losing them. Fields that become résumé fields take the editor's limits
 * (resume-fields-schema.ts), so every résumé the editor accepts exports and imports back.
 */
import { z } from 'zod';
import {
  RESUME_LONG_MAX_CHARS,
  RESUME_MAX_ITEMS,
  RESUME_SHORT_MAX_CHARS,
} from '../resume-fields-schema.ts';

const str = (max: number) => z.string().max(max).optional();
const short = str(RESUME_SHORT_MAX_CHARS);
const long = str(RESUME_LONG_MAX_CHARS);
/** Lines of a description (a description of the longest length has at most this many lines). */
const lines = z.array(z.string().max(RESUME_LONG_MAX_CHARS)).max(RESUME_LONG_MAX_CHARS);
/** ISO 8601 as the standard writes it: YYYY, YYYY-MM or YYYY-MM-DD. */
const isoDate = z
  .string()
  .regex(/^[12]\d{3}(-[01]\d(-[0-3]\d)?)?$/, 'Use a date like 2021-04 or 2021-04-01.')
  .optional();

export const jsonResumeSchema = z.looseObject({
  basics: z
    .looseObject({
      name: short,
      label: short,
      email: short,
      phone: short,
      url: str(500),
      summary: long,
      location: z
        .looseObject({
          address: str(300),
          postalCode: str(30),
          city: short,
          countryCode: short,
          region: short,
        })
        .optional(),
      profiles: z
        .array(z.looseObject({ network: str(60), username: short, url: short }))
        .max(20)
        .optional(),
    })
    .optional(),
  work: z
    .array(
      z.looseObject({
        name: short,
        position: short,
        url: str(500),
        location: short,
        startDate: isoDate,
        endDate: isoDate,
        summary: long,
        highlights: lines.optional(),
      }),
    )
    .max(RESUME_MAX_ITEMS.employment)
    .optional(),
  education: z
    .array(
      z.looseObject({
        institution: short,
        area: short,
        studyType: short,
        startDate: isoDate,
        endDate: isoDate,
        score: str(60),
        courses: z.array(z.string().max(300)).max(100).optional(),
        description: long,
      }),
    )
    .max(RESUME_MAX_ITEMS.education)
    .optional(),
  skills: z
    .array(
      z.looseObject({
        name: short,
        level: str(60),
        keywords: z.array(z.string().max(120)).max(50).optional(),
        description: long,
      }),
    )
    .max(RESUME_MAX_ITEMS.skill)
    .optional(),
  projects: z
    .array(
      z.looseObject({
        name: short,
        description: long,
        highlights: lines.optional(),
        // A project's technologies are one field of the editor's: its limit bounds both.
        keywords: z
          .array(z.string().max(RESUME_SHORT_MAX_CHARS))
          .max(RESUME_SHORT_MAX_CHARS)
          .optional(),
        startDate: isoDate,
        endDate: isoDate,
        url: short,
      }),
    )
    .max(RESUME_MAX_ITEMS.project)
    .optional(),
  /** `credentialId` is an extension (the standard has none), so a Nyra export imports back whole. */
  certificates: z
    .array(
      z.looseObject({
        name: short,
        date: isoDate,
        issuer: short,
        url: short,
        credentialId: short,
      }),
    )
    .max(RESUME_MAX_ITEMS.certification)
    .optional(),
});
export type JsonResume = z.infer<typeof jsonResumeSchema>;

/** Body of `POST /api/resume/import/`: the file's name (becomes the resume name) and its JSON. */
export const jsonResumeImportSchema = z.object({
  file_name: z.string().trim().min(1).max(200),
  resume: jsonResumeSchema,
});
export type JsonResumeImport = z.infer<typeof jsonResumeImportSchema>;
