import type { Env } from '../env.ts';

/** Admin rights: the stored role, or the e-mail listed in ADMIN_EMAILS (checked per request). */
export function isAdmin(
  user: { email: string; role: string },
  env: Pick<Env, 'ADMIN_EMAILS'>,
): boolean {
  return user.role === 'admin' || env.ADMIN_EMAILS.includes(user.email.toLowerCase());
}
