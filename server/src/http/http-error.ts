import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An error with a status and a message meant for people. Route code throws it; the error handler
 * turns it into the JSON body of common/api/error-body-schema.ts.
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly retryAfterS?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
