import { z } from 'zod';

/** `GET /api/registry/me/`: the signed-in user as the server knows them. */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  has_uploaded_resume: z.boolean(),
  role: z.string(),
  is_admin: z.boolean(),
});

export type Profile = z.infer<typeof profileSchema>;
