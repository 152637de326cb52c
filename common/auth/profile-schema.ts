/** `zod/mini`: parsed by the app's entry chunk (see common/session/session-schema.ts). */
import * as z from 'zod/mini';

/** `GET /api/registry/me/`: the signed-in user as the server knows them. */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.nullable(z.string()),
  has_uploaded_resume: z.boolean(),
  role: z.string(),
  is_admin: z.boolean(),
});

export type Profile = z.infer<typeof profileSchema>;
