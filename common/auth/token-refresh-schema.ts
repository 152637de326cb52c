/** `zod/mini`: parsed by the app's entry chunk (see common/session/session-schema.ts). */
import * as z from 'zod/mini';

/** Refresh tokens are 43 base64url characters; anything far longer is not one of ours. */
const refreshTokenValue = z
  .string()
  .check(z.minLength(1, 'Refresh token is required'), z.maxLength(200));

/** `POST /api/registry/token/refresh/` body and answer (product.md#api). */
export const tokenRefreshRequestSchema = z.object({ refresh: refreshTokenValue });
export const tokenRefreshResponseSchema = z.object({
  access: z.string().check(z.minLength(1)),
  refresh: z.string().check(z.minLength(1)),
});

/** `POST /api/registry/sign-out/` body: the refresh token whose family is revoked. */
export const signOutRequestSchema = z.object({ refresh: refreshTokenValue });

export type TokenRefreshRequest = z.infer<typeof tokenRefreshRequestSchema>;
export type TokenRefreshResponse = z.infer<typeof tokenRefreshResponseSchema>;
export type SignOutRequest = z.infer<typeof signOutRequestSchema>;
