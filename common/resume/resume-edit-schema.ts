/**
 * Editing resumes on the sync engine (the fields and their limits: resume-fields-schema.ts): the document types, their operations' payloads (field maps,
 * validated by the server), the route bodies of product.md#api and the per-field history.
 * - `resume` (id = resume id): `update` of the resume's own fields.
 * - `resume-employment` / `resume-education` / `resume-skill` / `resume-project` /
 *   `resume-certification` (id = item id): `create` (with
 *   `resume_id` and `position`), `update` (any item field, `position` reorders), `delete`.
 * Strings are length-limited, not format-checked: a half-typed e-mail is a draft that must still
 * be saved (the editor shows the format message under the field).
 */
import { z } from 'zod';
import { bulletTextFromLines } from './bullet-text-from-lines.ts';
import {
  ITEM_FIELDS,
  RESUME_FIELDS,
  RESUME_LONG_MAX_CHARS,
  type ResumeItemKind,
} from './resume-fields-schema.ts';
import {
  certificationItemSchema,
  educationItemSchema,
  employmentItemSchema,
  projectItemSchema,
  resumeDetailsSchema,
  SKILL_LEVELS,
  skillItemSchema,
} from './resume-schema.ts';

export const RESUME_DOC_TYPE = 'resume';
export const RESUME_ITEM_DOC_TYPES = {
  employment: 'resume-employment',
  education: 'resume-education',
  skill: 'resume-skill',
  project: 'resume-project',
  certification: 'resume-certification',
} as const satisfies Record<ResumeItemKind, string>;

/** Values kept per field in the history. */
export const RESUME_HISTORY_PER_FIELD = 20;

const long = z.string().max(RESUME_LONG_MAX_CHARS);
const position = z.number().int().min(0).max(1_000_000);

export const SKILL_LEVEL_OPTIONS = SKILL_LEVELS;

function nonEmpty<T extends z.ZodRawShape>(shape: T) {
  return z
    .strictObject(shape)
    .partial()
    .refine((value) => Object.keys(value).length > 0, 'Change at least one field.');
}

export const resumeUpdatePayloadSchema = nonEmpty(RESUME_FIELDS);
export type ResumeUpdatePayload = z.infer<typeof resumeUpdatePayloadSchema>;

export const itemUpdatePayloadSchemas = {
  employment: nonEmpty({ ...ITEM_FIELDS.employment, position }),
  education: nonEmpty({ ...ITEM_FIELDS.education, position }),
  skill: nonEmpty({ ...ITEM_FIELDS.skill, position }),
  project: nonEmpty({ ...ITEM_FIELDS.project, position }),
  certification: nonEmpty({ ...ITEM_FIELDS.certification, position }),
};
export type ItemUpdatePayload = Record<string, unknown>;

export const itemCreatePayloadSchemas = {
  employment: z
    .strictObject({
      resume_id: z.uuid(),
      position,
      ...ITEM_FIELDS.employment,
    })
    .partial({
      company_name: true,
      title: true,
      start_date: true,
      end_date: true,
      description: true,
      location: true,
    }),
  education: z
    .strictObject({
      resume_id: z.uuid(),
      position,
      ...ITEM_FIELDS.education,
    })
    .partial({
      school_name: true,
      degree: true,
      field_of_study: true,
      start_date: true,
      end_date: true,
      description: true,
    }),
  skill: z
    .strictObject({
      resume_id: z.uuid(),
      position,
      ...ITEM_FIELDS.skill,
    })
    .partial({ skill_name: true, skill_level: true, skill_description: true }),
  project: createPayloadOf(ITEM_FIELDS.project),
  certification: createPayloadOf(ITEM_FIELDS.certification),
};

/** A create payload: the resume, the position and any of the item's fields. */
function createPayloadOf<T extends Record<string, z.ZodType>>(fields: T) {
  return z.strictObject({ resume_id: z.uuid(), position, ...partialOf(fields) });
}
export type ItemCreatePayload = { resume_id: string; position: number } & Record<string, unknown>;

export const itemDeletePayloadSchema = z.strictObject({});

/**
 * Update bodies (product.md#api): a resume or an item exactly as GET returns it (or any part of
 * it), plus the version it was read at (optional; it makes the write a compare-and-set).
 * - Every key GET returns that is not written here (`status`, `failure_reason`, `file_name`,
 *   `modified`, `parse_meta`, and the resume's item lists `employment_history`,
 *   `education_history`, `skills`, `projects`, `certifications`) is accepted and ignored: items change through their own
 *   routes. Derived from the GET schemas, so a key GET gains is accepted without a change here.
 * - `resume_id` (resume and item) and an item's `id` are accepted when they are the path's (the
 *   route checks, 400 otherwise).
 * - A summary or description may be bullet text or a list of lines (stored as bullet text).
 * - Any other key is refused (400), as before.
 */
const versionPart = { version: z.number().int().min(0).optional() };
const bulletText = z.union([
  long,
  z.array(z.string().max(RESUME_LONG_MAX_CHARS)).transform(bulletTextFromLines).pipe(long),
]);

/** A strict object of `written`, which also takes (and drops) the other keys of GET's `read`. */
function asReadByGet<T extends z.ZodRawShape>(written: T, read: z.ZodRawShape) {
  const ignored = Object.keys(read).filter((key) => !Object.hasOwn(written, key));
  return z
    .strictObject({
      ...Object.fromEntries(ignored.map((key) => [key, z.unknown().optional()])),
      ...written,
    })
    .transform(
      (body) =>
        Object.fromEntries(
          Object.entries(body).filter(([key]) => Object.hasOwn(written, key)),
        ) as z.output<z.ZodObject<T, z.core.$strict>>,
    );
}

export const resumeUpdateBodySchema = asReadByGet(
  {
    resume_id: z.uuid().optional(),
    ...versionPart,
    ...partialOf({ ...RESUME_FIELDS, summary: bulletText }),
  },
  resumeDetailsSchema.shape,
);
const itemIds = { id: z.uuid().optional(), resume_id: z.uuid().optional() };
export const itemUpdateBodySchemas = {
  employment: asReadByGet(
    {
      ...itemIds,
      ...versionPart,
      ...partialOf({ ...ITEM_FIELDS.employment, description: bulletText, position }),
    },
    employmentItemSchema.shape,
  ),
  education: asReadByGet(
    {
      ...itemIds,
      ...versionPart,
      ...partialOf({ ...ITEM_FIELDS.education, description: bulletText, position }),
    },
    educationItemSchema.shape,
  ),
  skill: asReadByGet(
    { ...itemIds, ...versionPart, ...partialOf({ ...ITEM_FIELDS.skill, position }) },
    skillItemSchema.shape,
  ),
  project: asReadByGet(
    {
      ...itemIds,
      ...versionPart,
      ...partialOf({ ...ITEM_FIELDS.project, description: bulletText, position }),
    },
    projectItemSchema.shape,
  ),
  certification: asReadByGet(
    { ...itemIds, ...versionPart, ...partialOf({ ...ITEM_FIELDS.certification, position }) },
    certificationItemSchema.shape,
  ),
};
export const itemCreateBodySchemas = {
  employment: itemCreatePayloadSchemas.employment
    .extend({ id: z.uuid().optional() })
    .partial({ position: true }),
  education: itemCreatePayloadSchemas.education
    .extend({ id: z.uuid().optional() })
    .partial({ position: true }),
  skill: itemCreatePayloadSchemas.skill
    .extend({ id: z.uuid().optional() })
    .partial({ position: true }),
  project: itemCreatePayloadSchemas.project
    .extend({ id: z.uuid().optional() })
    .partial({ position: true }),
  certification: itemCreatePayloadSchemas.certification
    .extend({ id: z.uuid().optional() })
    .partial({ position: true }),
};

function partialOf<T extends Record<string, z.ZodType>>(
  shape: T,
): { [K in keyof T]: z.ZodOptional<T[K]> } {
  return Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof T]: z.ZodOptional<T[K]>;
  };
}

/** The answer of a write route (product.md#api): the document's new version and its fields now. */
export const resumeWriteResponseSchema = z.object({
  id: z.uuid(),
  version: z.number().int().min(0),
  fields: z.record(z.string(), z.unknown()),
  replayed: z.boolean(),
});
export type ResumeWriteResponse = z.infer<typeof resumeWriteResponseSchema>;

/** 409: the write was made against an older copy; `current` is the server's copy now. */
export const resumeConflictBodySchema = z.object({
  code: z.literal('conflict'),
  message: z.string(),
  current: z.object({
    version: z.number().int().min(0),
    fields: z.record(z.string(), z.unknown()),
  }),
});

export const resumeHistoryEntrySchema = z.object({
  doc_type: z.string(),
  doc_id: z.uuid(),
  field: z.string(),
  value: z.unknown(),
  /**
   * The device (sync client id) that made the change; `http` for a route of product.md#api without
   * one.
   */
  client_id: z.string(),
  version: z.number().int(),
  changed_at: z.string(),
});
export type ResumeHistoryEntry = z.infer<typeof resumeHistoryEntrySchema>;
export const resumeHistoryResponseSchema = z.object({
  results: z.array(resumeHistoryEntrySchema),
});
export type ResumeHistoryResponse = z.infer<typeof resumeHistoryResponseSchema>;
