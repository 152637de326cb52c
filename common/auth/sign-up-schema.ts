import { z } from 'zod';
import { emailSchema, firstNameSchema, lastNameSchema } from './auth-field-schemas.ts';

/** `POST /api/registry/sign-up/` body (product.md#entities, #validation, #api). */
export const signUpRequestSchema = z.object({
  first_name: firstNameSchema,
  last_name: lastNameSchema,
  email: emailSchema,
});

export type SignUpRequest = z.infer<typeof signUpRequestSchema>;
/** What a form holds before validation (every field a string). */
export type SignUpFormValues = { first_name: string; last_name: string; email: string };
