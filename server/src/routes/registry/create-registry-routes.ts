/**
 * `/api/registry/*`: passwordless sign-up and sign-in with e-mail codes, token refresh, sign-out
 * (product.md#api) and the signed-in user's profile. Bodies are validated with the shared
 * schemas of common/auth, so the client's validation and the server's are the same.
 */
import { Hono } from 'hono';
import { signInRequestSchema } from '@/common/auth/sign-in-schema.ts';
import { signUpRequestSchema } from '@/common/auth/sign-up-schema.ts';
import {
  signOutRequestSchema,
  tokenRefreshRequestSchema,
} from '@/common/auth/token-refresh-schema.ts';
import { verifyTokenRequestSchema } from '@/common/auth/verify-token-schema.ts';
import type { Profile } from '@/common/auth/profile-schema.ts';
import { API_ROUTES } from '@/common/http/api-paths.ts';
import type { AuthContext } from '@/server/src/auth/auth-context.ts';
import { findUserByEmail } from '@/server/src/auth/find-user-by-email.ts';
import { readClientIp } from '@/server/src/auth/read-client-ip.ts';
import { requireUser } from '@/server/src/auth/require-user.ts';
import { revokeRefreshFamily } from '@/server/src/auth/revoke-refresh-family.ts';
import { rotateRefreshToken } from '@/server/src/auth/rotate-refresh-token.ts';
import { sendSignInCode } from '@/server/src/auth/send-sign-in-code.ts';
import { verifySignInCode } from '@/server/src/auth/verify-sign-in-code.ts';
import { HttpError } from '@/server/src/http/http-error.ts';
import { readJsonBody } from '@/server/src/http/read-json-body.ts';

export function createRegistryRoutes(auth: AuthContext): Hono {
  const routes = new Hono();
  const clientIp = (c: Parameters<typeof readClientIp>[0]) => readClientIp(c, auth.env.TRUST_PROXY);

  routes.post(API_ROUTES.registry.signIn, async (c) => {
    const body = await readJsonBody(c, signInRequestSchema);
    return c.json(await sendSignInCode(auth, { email: body.email, clientIp: clientIp(c) }));
  });

  routes.post(API_ROUTES.registry.signUp, async (c) => {
    const body = await readJsonBody(c, signUpRequestSchema);
    return c.json(
      await sendSignInCode(auth, {
        email: body.email,
        clientIp: clientIp(c),
        signUp: { firstName: body.first_name, lastName: body.last_name },
      }),
    );
  });

  routes.post(API_ROUTES.registry.verifyToken, async (c) => {
    const body = await readJsonBody(c, verifyTokenRequestSchema);
    return c.json(
      await verifySignInCode(auth, { email: body.email, token: body.token, clientIp: clientIp(c) }),
    );
  });

  routes.post(API_ROUTES.registry.tokenRefresh, async (c) => {
    const body = await readJsonBody(c, tokenRefreshRequestSchema);
    return c.json(await rotateRefreshToken(auth, body.refresh));
  });

  routes.post(API_ROUTES.registry.signOut, async (c) => {
    const body = await readJsonBody(c, signOutRequestSchema);
    await revokeRefreshFamily(auth, body.refresh);
    return c.body(null, 204);
  });

  routes.get(API_ROUTES.registry.me, requireUser, async (c) => {
    const current = c.get('user');
    const user = await findUserByEmail(auth.db, current.email);
    if (!user) throw new HttpError(401, 'token_invalid', 'Your account no longer exists.');
    const profile: Profile = {
      id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      has_uploaded_resume: user.hasUploadedResume,
      role: user.role,
      is_admin: current.isAdmin,
    };
    return c.json(profile);
  });

  return routes;
}
