import { z } from 'zod';
import { emailSchema } from './auth-field-schemas.ts';

/** `POST /api/registry/sign-in/` body (product.md#entities, #validation, #api). */
export const signInRequestSchema = z.object({ email: emailSchema });

export type SignInRequest = z.infer<typeof signInRequestSchema>;
