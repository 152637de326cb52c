import { z } from 'zod';
import {
  BLURB_MAX_CHARS,
  DESCRIPTION_MAX_CHARS,
  DISPLAY_ORDER_MAX,
  DISPLAY_ORDER_MIN,
  PARAGRAPH_MAX_CHARS,
  PARAGRAPHS_MAX,
  SUBTITLE_MAX_CHARS,
  TITLE_MAX_CHARS,
  VIDEO_MIME_TYPES,
} from './courses-limits.ts';
import { CODE_LANGUAGES, PARAGRAPH_TYPES } from './paragraph-schema.ts';

/**
 * Requests of the admin authoring screens (product.md#module-form, #lesson-form). The server validates with these
 * and the screens use the same messages, so a person sees one wording wherever a rule is broken.
 */
const title = z
  .string()
  .trim()
  .min(1, 'Title is required')
  .max(TITLE_MAX_CHARS, `Title must be at most ${TITLE_MAX_CHARS} characters`);

const displayOrder = z
  .number({ error: 'Display order must be a whole number' })
  .int('Display order must be a whole number')
  .min(DISPLAY_ORDER_MIN, `Display order must be at least ${DISPLAY_ORDER_MIN}`)
  .max(DISPLAY_ORDER_MAX, `Display order must be at most ${DISPLAY_ORDER_MAX}`);

export const createModuleRequestSchema = z.object({
  title,
  blurb: z
    .string()
    .trim()
    .min(1, 'Blurb is required')
    .max(BLURB_MAX_CHARS, `Blurb must be at most ${BLURB_MAX_CHARS} characters`),
  displayOrder,
});

export const paragraphInputSchema = z.object({
  subtitle: z
    .string()
    .trim()
    .max(SUBTITLE_MAX_CHARS, `Subtitle must be at most ${SUBTITLE_MAX_CHARS} characters`)
    .nullable()
    .optional(),
  type: z.enum(PARAGRAPH_TYPES, { error: 'Paragraph type must be text, list or code' }),
  content: z
    .string()
    .refine((value) => value.trim().length > 0, 'Paragraph content is required')
    .refine(
      (value) => value.length <= PARAGRAPH_MAX_CHARS,
      `Paragraph content must be at most ${PARAGRAPH_MAX_CHARS} characters`,
    ),
  language: z.enum(CODE_LANGUAGES).nullable().optional(),
});

export const createLessonRequestSchema = z.object({
  title,
  displayOrder,
  description: z
    .string()
    .trim()
    .max(DESCRIPTION_MAX_CHARS, `Description must be at most ${DESCRIPTION_MAX_CHARS} characters`)
    .optional(),
  /** Id returned by the video upload; absent for a text-only lesson. */
  videoFileId: z.uuid('Upload the video file again').nullable().optional(),
  paragraphs: z
    .array(paragraphInputSchema)
    .max(PARAGRAPHS_MAX, `A video can have at most ${PARAGRAPHS_MAX} paragraphs`),
});

export const createdModuleResponseSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  title: z.string(),
  blurb: z.string(),
  displayOrder: z.number().int(),
});

export const createdLessonResponseSchema = z.object({
  id: z.string(),
  moduleId: z.string(),
  courseId: z.string(),
  title: z.string(),
});

export const videoUploadResponseSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  mimeType: z.enum(VIDEO_MIME_TYPES),
  sizeBytes: z.number().int().nonnegative(),
  originalName: z.string(),
});

/** What the authoring screens need before showing a form (`GET /api/authoring/permissions/`). */
export const authoringPermissionsSchema = z.object({
  canAuthor: z.boolean(),
  videoMaxBytes: z.number().int().positive(),
});

export type CreateModuleRequest = z.infer<typeof createModuleRequestSchema>;
export type ParagraphInput = z.infer<typeof paragraphInputSchema>;
export type CreateLessonRequest = z.infer<typeof createLessonRequestSchema>;
export type CreatedModuleResponse = z.infer<typeof createdModuleResponseSchema>;
export type CreatedLessonResponse = z.infer<typeof createdLessonResponseSchema>;
export type VideoUploadResponse = z.infer<typeof videoUploadResponseSchema>;
export type AuthoringPermissions = z.infer<typeof authoringPermissionsSchema>;
