/**
 * Tokens: refresh rotation, replay revoking the whole family, the 10 s grace window, the
 * 30-day absolute expiry, sign-out, and access tokens that are tampered with, expired, unsigned
 * or signed with another key being refused with 401. Runs on PGlite and on PostgreSQL.
 */
import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@/common/api/error-body-schema.ts';
import { tokenRefreshResponseSchema } from '@/common/auth/token-refresh-schema.ts';
import { deriveAuthKeys } from '@/server/src/auth/derive-auth-keys.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';
import {
  bearer,
  createRegistryHarness,
  type RegistryHarness,
  type SessionBody,
} from './registry-harness.ts';

describe.each(testDatabaseKinds())('registry tokens on %s', (kind) => {
  let h: RegistryHarness;
  let session: SessionBody;
  beforeEach(async () => {
    h = await createRegistryHarness(kind);
    session = await h.signIn('token@example.com', 'Tokyo');
  });
  afterEach(async () => h.close());

  const refresh = (token: string) => h.post('/api/registry/token/refresh/', { refresh: token });
  const me = (access: string) => h.get('/api/registry/me/', { headers: bearer(access) });
  async function expectRefreshRefused(token: string) {
    const response = await refresh(token);
    expect(response.status).toBe(401);
    expect(errorBodySchema.parse(await response.json()).code).toBe('refresh_invalid');
  }

  it('issues 15-minute HS256 access tokens with iss, aud, sub and exp', async () => {
    const claims = decodeJwt(session.access_token);
    expect(claims.iss).toBe('nyra');
    expect(claims.aud).toBe('nyra-api');
    expect(typeof claims.sub).toBe('string');
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    expect(claims.iat).toBe(Math.floor(h.now().getTime() / 1000));
    expect(
      JSON.parse(Buffer.from(session.access_token.split('.')[0]!, 'base64url').toString()),
    ).toMatchObject({ alg: 'HS256' });
  });

  it('rotates the refresh token on every use', async () => {
    h.advance(60);
    const first = await refresh(session.refresh_token);
    expect(first.status).toBe(200);
    const pair = tokenRefreshResponseSchema.parse(await first.json());
    expect(pair.refresh).not.toBe(session.refresh_token);
    expect(pair.access).not.toBe(session.access_token);
    expect((await me(pair.access)).status).toBe(200);

    h.advance(60);
    const second = tokenRefreshResponseSchema.parse(await (await refresh(pair.refresh)).json());
    expect(second.refresh).not.toBe(pair.refresh);
    expect((await me(second.access)).status).toBe(200);
  });

  it('revokes the whole family when a rotated token is replayed after the grace window', async () => {
    const next = tokenRefreshResponseSchema.parse(
      await (await refresh(session.refresh_token)).json(),
    );
    h.advance(11);
    await expectRefreshRefused(session.refresh_token);
    // The thief's replay killed the legitimate successor too, and the family's access tokens.
    await expectRefreshRefused(next.refresh);
    expect((await me(next.access)).status).toBe(401);
    expect((await me(session.access_token)).status).toBe(401);
    // Other sign-ins of the same user are untouched.
    h.advance(61);
    const other = await h.signIn('token@example.com');
    expect((await me(other.access_token)).status).toBe(200);
    expect((await refresh(other.refresh_token)).status).toBe(200);
  });

  it('answers a replay within 10 s with a fresh pair from the same family (lost response)', async () => {
    const lost = tokenRefreshResponseSchema.parse(
      await (await refresh(session.refresh_token)).json(),
    );
    h.advance(9);
    const retried = await refresh(session.refresh_token);
    expect(retried.status).toBe(200);
    const again = tokenRefreshResponseSchema.parse(await retried.json());
    expect(again.refresh).not.toBe(lost.refresh);
    expect(decodeJwt(again.access).sid).toBe(decodeJwt(lost.access).sid);
    // Both successors work; the family lives on.
    expect((await refresh(again.refresh)).status).toBe(200);
    expect((await refresh(lost.refresh)).status).toBe(200);
    // The grace window is measured from the first rotation, not renewed by the retry.
    h.advance(2);
    await expectRefreshRefused(session.refresh_token);
  });

  it('decides concurrent uses of one refresh token one after the other', async () => {
    const results = await Promise.all([
      refresh(session.refresh_token),
      refresh(session.refresh_token),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const pairs = await Promise.all(
      results.map(async (r) => tokenRefreshResponseSchema.parse(await r.json())),
    );
    expect(pairs[0]!.refresh).not.toBe(pairs[1]!.refresh);
  });

  it('ends a family 30 days after sign-in however often it was rotated', async () => {
    let token = session.refresh_token;
    for (let day = 0; day < 29; day += 1) {
      h.advance(24 * 60 * 60);
      const response = await refresh(token);
      expect(response.status).toBe(200);
      token = tokenRefreshResponseSchema.parse(await response.json()).refresh;
    }
    h.advance(24 * 60 * 60);
    await expectRefreshRefused(token);
  });

  it('signs out by revoking the family: refresh and access tokens stop working', async () => {
    const pair = tokenRefreshResponseSchema.parse(
      await (await refresh(session.refresh_token)).json(),
    );
    const out = await h.post('/api/registry/sign-out/', { refresh: pair.refresh });
    expect(out.status).toBe(204);
    await expectRefreshRefused(pair.refresh);
    expect((await me(pair.access)).status).toBe(401);
    // Signing out again, or with an unknown token, is harmless and reveals nothing.
    expect((await h.post('/api/registry/sign-out/', { refresh: pair.refresh })).status).toBe(204);
    expect((await h.post('/api/registry/sign-out/', { refresh: 'no-such-token' })).status).toBe(
      204,
    );
    expect((await h.post('/api/registry/sign-out/', {})).status).toBe(400);
  });

  it('refuses unknown refresh tokens and bad bodies without a 500', async () => {
    await expectRefreshRefused('x'.repeat(43));
    expect((await refresh('')).status).toBe(400);
    expect((await h.post('/api/registry/token/refresh/', { refresh: 42 })).status).toBe(400);
    expect(
      (await h.post('/api/registry/token/refresh/', { refresh: 'y'.repeat(5000) })).status,
    ).toBe(400);
  });

  it('refuses tampered, expired, unsigned and foreign access tokens with 401', async () => {
    expect((await me(session.access_token)).status).toBe(200);

    const missing = await h.get('/api/registry/me/');
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer');
    expect(errorBodySchema.parse(await missing.json()).code).toBe('unauthenticated');

    const [header, payload, signature] = session.access_token.split('.') as [
      string,
      string,
      string,
    ];
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString(
      'base64url',
    );
    const key = deriveAuthKeys(h.t.env.JWT_SECRET!).jwt;
    const signed = (alg: string, body: Record<string, unknown>, signingKey: Uint8Array = key) =>
      new SignJWT(body).setProtectedHeader({ alg }).sign(signingKey);

    const bad: Record<string, string> = {
      'tampered signature': `${header}.${payload}.${flipped}`,
      'tampered payload': `${header}.${forgedPayload}.${signature}`,
      unsigned: new UnsecuredJWT(claims).encode(),
      'another key': await signed('HS256', claims, new Uint8Array(32).fill(7)),
      'HS512 with our key': await signed('HS512', claims),
      'wrong audience': await signed('HS256', { ...claims, aud: 'someone-else' }),
      'wrong issuer': await signed('HS256', { ...claims, iss: 'someone-else' }),
      'no expiry': await signed('HS256', { ...claims, exp: undefined }),
      garbage: 'not.a.jwt',
    };
    for (const [name, token] of Object.entries(bad)) {
      const response = await me(token);
      expect(response.status, name).toBe(401);
      expect(response.headers.get('www-authenticate'), name).toBe('Bearer error="invalid_token"');
      expect(errorBodySchema.parse(await response.json()).code, name).toBe('token_invalid');
    }
    // A correctly re-signed copy is accepted, which shows the cases above failed for their flaw.
    expect((await me(await signed('HS256', claims))).status).toBe(200);

    h.advance(15 * 60 - 1);
    expect((await me(session.access_token)).status).toBe(200);
    h.advance(1);
    expect((await me(session.access_token)).status).toBe(401);
    // …and the refresh token still gets a new one.
    const pair = tokenRefreshResponseSchema.parse(
      await (await refresh(session.refresh_token)).json(),
    );
    expect((await me(pair.access)).status).toBe(200);
  });
});
