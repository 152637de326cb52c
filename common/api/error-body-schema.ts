import { z } from 'zod';

/**
 * Every API error has this body: a readable `message`, a stable machine `code`, and for
 * validation failures `fields`, mapping each bad field name to its message (shared/CONTRACT.md).
 */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  retry_after_s: z.number().int().nonnegative().optional(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
