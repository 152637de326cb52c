import { z } from 'zod';

/**
 * Answer of sign-in and sign-up. It is the same whether or not an account exists (no account
 * enumeration): the e-mail (saved as the pending e-mail, product.md#entities) and the timings the Verify
 * screen shows.
 */
export const codeSentResponseSchema = z.object({
  email: z.string(),
  /** Seconds until another code may be requested. */
  resend_after_s: z.number().int().nonnegative(),
  /** Seconds the code stays valid. */
  expires_in_s: z.number().int().positive(),
});

export type CodeSentResponse = z.infer<typeof codeSentResponseSchema>;
