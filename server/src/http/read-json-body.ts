/**
 * Reads and validates a JSON request body against a zod schema. Malformed JSON is a 400 and each
 * invalid field is named with its message, so bad input never reaches route logic or becomes a 500.
 * Takes any zod schema, classic or `zod/mini` (common/ writes the ones the app's entry needs in mini).
 * A NUL character anywhere (value or key) is refused up front: PostgreSQL text and jsonb cannot
 * hold it, so it would otherwise fail as a database error (a 500) deep inside a route.
 */
import type { Context } from 'hono';
import * as z from 'zod/mini';
import { HttpError } from './http-error.ts';

export async function readJsonBody<T extends z.core.$ZodType>(
  c: Context,
  schema: T,
): Promise<z.infer<T>> {
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType.toLowerCase().includes('application/json')) {
    throw new HttpError(
      415,
      'unsupported_media_type',
      'Send the request body as application/json.',
    );
  }
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new HttpError(400, 'malformed_json', 'The request body is not valid JSON.');
  }
  const nulAt = findNulCharacter(raw);
  if (nulAt !== undefined) {
    throw new HttpError(400, 'validation_failed', 'Some fields are not valid.', {
      [nulAt]: 'Text cannot contain a NUL character.',
    });
  }
  const parsed = z.safeParse(schema, raw);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path.length > 0 ? issue.path.join('.') : '_';
      fields[key] ??= issue.message;
    }
    throw new HttpError(400, 'validation_failed', 'Some fields are not valid.', fields);
  }
  return parsed.data;
}

/** The path (`a.0.b`) of the first string or key holding U+0000; iterative, so depth is no risk. */
function findNulCharacter(root: unknown): string | undefined {
  const stack: { value: unknown; path: string }[] = [{ value: root, path: '' }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: string };
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path || '_';
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return itemPath.split('\u0000').join('');
        stack.push({ value: item, path: itemPath });
      }
    }
  }
  return undefined;
}
