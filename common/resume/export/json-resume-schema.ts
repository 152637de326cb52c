/**
 * JSON Resume (https://jsonresume.org/schema, v1.0.0): the parts Nyra reads and writes. Every
 * field is optional as in the standard, unknown fields are accepted and ignored (other tools
 * add their own), strings are bounded. `description` on education and skills is an extension
 * (the standard has no such field; additional properties are allowed) so a Nyra export imports
 * back without losing them.
 */
import { z } from 'zod';

const str = (max: number) => z.string().max(max).optional();
/** ISO 8601 as the standard writes it: YYYY, YYYY-MM or YYYY-MM-DD. */
const isoDate = z
  .string()
  .regex(/^[12]\d{3}(-[01]\d(-[0-3]\d)?)?$/, 'Use a date like 2021-04 or 2021-04-01.')
  .optional();

export const jsonResumeSchema = z.looseObject({
  basics: z
    .looseObject({
      name: str(200),
      label: str(200),
      email: str(320),
      phone: str(60),
      url: str(500),
      summary: str(10_000),
      location: z
        .looseObject({
          address: str(300),
          postalCode: str(30),
          city: str(120),
          countryCode: str(120),
          region: str(120),
        })
        .optional(),
      profiles: z
        .array(z.looseObject({ network: str(60), username: str(200), url: str(500) }))
        .max(20)
        .optional(),
    })
    .optional(),
  work: z
    .array(
      z.looseObject({
        name: str(200),
        position: str(200),
        url: str(500),
        location: str(200),
        startDate: isoDate,
        endDate: isoDate,
        summary: str(10_000),
        highlights: z.array(z.string().max(2_000)).max(100).optional(),
      }),
    )
    .max(100)
    .optional(),
  education: z
    .array(
      z.looseObject({
        institution: str(200),
        area: str(200),
        studyType: str(200),
        startDate: isoDate,
        endDate: isoDate,
        score: str(60),
        courses: z.array(z.string().max(300)).max(100).optional(),
        description: str(10_000),
      }),
    )
    .max(50)
    .optional(),
  skills: z
    .array(
      z.looseObject({
        name: str(120),
        level: str(60),
        keywords: z.array(z.string().max(120)).max(50).optional(),
        description: str(2_000),
      }),
    )
    .max(200)
    .optional(),
});
export type JsonResume = z.infer<typeof jsonResumeSchema>;

/** Body of `POST /api/resume/import/`: the file's name (becomes the resume name) and its JSON. */
export const jsonResumeImportSchema = z.object({
  file_name: z.string().trim().min(1).max(200),
  resume: jsonResumeSchema,
});
export type JsonResumeImport = z.infer<typeof jsonResumeImportSchema>;
