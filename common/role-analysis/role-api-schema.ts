/**
 * Roles and role analyses over HTTP (product.md#api): create a role from a resume, start its
 * analysis, poll for the result. Titles and descriptions are trimmed and must be non-empty
 * (product.md#validation); limits keep one analysis well inside its time budget.
 */
import { z } from 'zod';
import { roleAnalysisSchema } from './role-analysis-schema.ts';

export const ROLE_TITLE_MAX_CHARS = 200;
export const ROLE_DESCRIPTION_MAX_CHARS = 20_000;

/** Polling for the result (product.md#flows, #constants): at once, then every 10 s, at most 3 repeats. */
export const RECOMMENDATION_POLL_INTERVAL_MS = 10_000;
export const RECOMMENDATION_POLL_MAX_REPEATS = 3;

export const ROLE_DOC_TYPE = 'resume-role';

export const roleCreateRequestSchema = z.object({
  resume_id: z.uuid(),
  title: z.string().trim().min(1, 'Job title is required').max(ROLE_TITLE_MAX_CHARS),
  description: z
    .string()
    .trim()
    .min(1, 'Job description is required')
    .max(ROLE_DESCRIPTION_MAX_CHARS),
});
export type RoleCreateRequest = z.infer<typeof roleCreateRequestSchema>;

export const roleCreateResponseSchema = z.object({ data: z.object({ id: z.uuid() }) });

export const recommendationStartRequestSchema = z.object({
  resume_id: z.uuid(),
  role_id: z.uuid(),
});
export const recommendationStartResponseSchema = z.object({
  data: z.object({ role_id: z.uuid(), status: z.enum(['pending', 'ready']) }),
});

export const recommendationResponseSchema = z.object({
  data: roleAnalysisSchema.nullable(),
  metadata: z.object({
    role_id: z.uuid(),
    resume_id: z.uuid(),
    role_title: z.string(),
    status: z.enum(['not-started', 'pending', 'ready', 'failed']),
    analyzed_at: z.string().nullable(),
  }),
});
export type RecommendationResponse = z.infer<typeof recommendationResponseSchema>;

/** Most roles listed for one résumé (newest first). */
export const RESUME_ROLES_MAX = 100;

/**
 * `GET /resume/{id}/roles/` (issue 26): the résumé's roles with their analyses, newest first, so a
 * device that never kept one (signed in elsewhere, or after sign-out) can list and reopen them.
 */
export const resumeRolesResponseSchema = z.object({
  count: z.number().int().min(0),
  results: z.array(
    z.object({
      role_id: z.uuid(),
      resume_id: z.uuid(),
      title: z.string(),
      description: z.string(),
      created_at: z.string(),
      status: z.enum(['not-started', 'pending', 'ready', 'failed']),
      analyzed_at: z.string().nullable(),
      data: roleAnalysisSchema.nullable(),
    }),
  ),
});
export type ResumeRolesResponse = z.infer<typeof resumeRolesResponseSchema>;

/** Sync engine payload: a role made on this device (offline), analysed by the server on arrival. */
export const roleSyncPayloadSchema = roleCreateRequestSchema;
export type RoleSyncPayload = z.infer<typeof roleSyncPayloadSchema>;
