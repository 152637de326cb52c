import { z } from 'zod';

/** Key of the stored session in local storage (SPEC 3). */
export const SESSION_STORAGE_KEY = 'auth_data';

/**
 * The session of SPEC 3, as returned by verify-token and stored under `auth_data`.
 * Parsed on every read so a corrupt or outdated record signs the user out instead of crashing.
 */
export const sessionSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  email: z.string().email(),
  first_name: z.string(),
  last_name: z.string().nullable().optional(),
  has_uploaded_resume: z.boolean(),
});

export type Session = z.infer<typeof sessionSchema>;
