/** `zod/mini`: parsed by the app's entry chunk (see common/session/session-schema.ts). */
import * as z from 'zod/mini';

/**
 * Every API error has this body: a readable `message`, a stable machine `code`, and for
 * validation failures `fields`, mapping each bad field name to its message (docs/api.md, Errors).
 */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
  retry_after_s: z.optional(z.int().check(z.nonnegative())),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
