import { ApiError } from '@/src/lib/api-client.ts';

/** A message for people from any error an auth request can throw. */
export function authErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  console.error(error);
  return 'Something went wrong. Please try again.';
}
