import { z } from 'zod';
import { emailSchema, verificationTokenSchema } from './auth-field-schemas.ts';

/**
 * `POST /api/registry/verify-token/` body (product.md#entities, #api). The answer is the session of
 * common/session/session-schema.ts.
 */
export const verifyTokenRequestSchema = z.object({
  email: emailSchema,
  token: verificationTokenSchema,
});

export type VerifyTokenRequest = z.infer<typeof verifyTokenRequestSchema>;
