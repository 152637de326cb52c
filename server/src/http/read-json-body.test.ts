import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { handleError } from './handle-error.ts';
import { readJsonBody } from './read-json-body.ts';

const app = new Hono();
app.onError(handleError);
app.post('/echo', async (c) =>
  c.json(await readJsonBody(c, z.object({ email: z.string().email() }))),
);

const post = (body: string, contentType = 'application/json') =>
  app.request('/echo', { method: 'POST', headers: { 'content-type': contentType }, body });

describe('readJsonBody', () => {
  it('passes a valid body through', async () => {
    const response = await post('{"email":"a@example.com"}');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: 'a@example.com' });
  });

  it('answers malformed JSON with 400 and a readable message', async () => {
    const response = await post('{"email": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'malformed_json',
      message: 'The request body is not valid JSON.',
    });
  });

  it('names each invalid field', async () => {
    const response = await post('{"email":"nope"}');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fields: Record<string, string> };
    expect(Object.keys(body.fields)).toEqual(['email']);
  });

  it('refuses a body that is not JSON with 415', async () => {
    expect((await post('email=a', 'application/x-www-form-urlencoded')).status).toBe(415);
  });

  it('refuses a NUL character in any string with 400 naming the field (PostgreSQL cannot store it)', async () => {
    const response = await post('{"email":"a\\u0000@example.com"}');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { email: 'Text cannot contain a NUL character.' },
    });
    const nested = await post('{"email":"a@example.com","x":[{"y":"\\u0000"}]}');
    expect(nested.status).toBe(400);
    expect(await nested.json()).toMatchObject({ fields: { 'x.0.y': expect.any(String) } });
  });
});
