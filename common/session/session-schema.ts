/**
 * Written with `zod/mini` (not classic zod) because the app's entry chunk reads the stored session
 * on every page: the mini build tree-shakes to a few KB, while classic zod would add ≈ 25 KB of
 * gzipped JS to the landing page (over its JavaScript budget). The server parses it like any other
 * schema.
 */
import * as z from 'zod/mini';

/**
 * The session of product.md#entities, as returned by verify-token and stored under `auth_data`.
 * Parsed on every read so a corrupt or outdated record signs the user out instead of crashing.
 */
export const sessionSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.string().check(z.minLength(1)),
  email: z.email(),
  first_name: z.string(),
  last_name: z.optional(z.nullable(z.string())),
  has_uploaded_resume: z.boolean(),
  /**
   * Whether the server grants authoring rights (the admin role or ADMIN_EMAILS). Only decides
   * what the client shows: every authoring write is checked again on the server. Optional so a
   * session stored before the flag existed still parses (it reads as a learner until the
   * profile sync fills it in).
   */
  is_admin: z.optional(z.boolean()),
});

export type Session = z.infer<typeof sessionSchema>;
