/**
 * Share links: what the owner sees of a resume's link, what creating one answers (the
 * token, once), and what the public page reads. The public URL is the client route
 * `/r/{token}`; its data comes from `GET /api/resume/shared/{token}/`.
 */
import { z } from 'zod';
import { resumeContentSchema } from './resume-content-schema.ts';
import { paperSizeSchema, resumeTemplateSchema } from '../resume-template-schema.ts';

/** Client route of a public link. */
export const SHARED_RESUME_ROUTE = '/r';
/** Random bytes per token (256 bits; the issue asks for at least 128). */
export const SHARE_TOKEN_BYTES = 32;
/** base64url of SHARE_TOKEN_BYTES bytes. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A null template and paper: the link follows the résumé's own choice as it changes. */
export const resumeShareSettingsSchema = z.object({
  template: resumeTemplateSchema.nullable(),
  paper: paperSizeSchema.nullable(),
});
export type ResumeShareSettings = z.infer<typeof resumeShareSettingsSchema>;

export const resumeShareStatusSchema = z.object({
  template: resumeTemplateSchema.nullable(),
  paper: paperSizeSchema.nullable(),
  created_at: z.string(),
  last_opened_at: z.string().nullable(),
});
export type ResumeShareStatus = z.infer<typeof resumeShareStatusSchema>;

export const resumeShareResponseSchema = z.object({ share: resumeShareStatusSchema.nullable() });
export type ResumeShareResponse = z.infer<typeof resumeShareResponseSchema>;

export const createdResumeShareSchema = z.object({
  token: z.string().regex(SHARE_TOKEN_PATTERN),
  path: z.string(),
  share: resumeShareStatusSchema,
});
export type CreatedResumeShare = z.infer<typeof createdResumeShareSchema>;

export const sharedResumeSchema = z.object({
  template: resumeTemplateSchema,
  paper: paperSizeSchema,
  resume: resumeContentSchema,
});
export type SharedResume = z.infer<typeof sharedResumeSchema>;

export function sharedResumePath(token: string): string {
  return `${SHARED_RESUME_ROUTE}/${token}`;
}
