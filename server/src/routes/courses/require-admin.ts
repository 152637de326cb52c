/**
 * Authoring writes are for admins only (users listed in ADMIN_EMAILS or with the admin role).
 * Runs after `requireUser`; anyone else gets a 403 that says so plainly.
 */
import { createMiddleware } from 'hono/factory';
import { HttpError } from '@/server/src/http/http-error.ts';

export const AUTHORING_FORBIDDEN_MESSAGE =
  'Only admins can add modules and videos. Ask an administrator to add your e-mail to ADMIN_EMAILS.';

export const requireAdmin = createMiddleware(async (c, next) => {
  if (!c.get('user').isAdmin) {
    throw new HttpError(403, 'admin_only', AUTHORING_FORBIDDEN_MESSAGE);
  }
  await next();
});
