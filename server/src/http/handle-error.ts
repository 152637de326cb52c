/**
 * Turns any thrown error into the JSON error body. Unknown errors are logged with their stack on
 * the server and answered with a generic 500; stacks never reach the client.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ErrorBody } from '@/common/api/error-body-schema.ts';
import { HttpError } from './http-error.ts';

export function handleError(error: Error, c: Context): Response {
  if (error instanceof HttpError) {
    const body: ErrorBody = { message: error.message, code: error.code };
    if (error.fields) body.fields = error.fields;
    if (error.retryAfterS !== undefined) {
      body.retry_after_s = error.retryAfterS;
      c.header('Retry-After', String(error.retryAfterS));
    }
    return c.json(body, error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const message =
      status === 413 ? 'The request body is too large.' : error.message || 'The request failed.';
    return c.json({ message, code: status === 413 ? 'payload_too_large' : 'http_error' }, status);
  }
  console.error('Unhandled error on %s %s', c.req.method, c.req.path, error);
  return c.json(
    { message: 'Something went wrong on our side. Please try again.', code: 'internal' },
    500,
  );
}
