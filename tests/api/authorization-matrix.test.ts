/**
 * Authorization matrix. Built from tests/support/route-table.ts (and failing when the
 * app has a route the table lacks):
 * - every route that needs a user × (no token, forged signature, `alg: none`, expired token)
 *   → 401 JSON;
 * - every admin route × a learner's valid token → 403;
 * - every route taking the id of a user-owned object × (no token, forged, expired, another
 *   user's token) → 401 or 404, and afterwards every table and the owner's stored files are
 *   byte-for-byte as they were, and the owner still reads the object as before.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
} from '@/server/src/auth/access-token-claims.ts';
import { deriveAuthKeys } from '@/server/src/auth/derive-auth-keys.ts';
import { resolveUploadPaths } from '@/server/src/uploads/upload-paths.ts';
import { snapshotDatabase } from '../support/database-snapshot.ts';
import {
  compareRouteTable,
  fillPath,
  listApiRoutes,
  OWNED_OBJECT_MAKERS,
  pathParams,
  ROUTE_TABLE,
  type OwnedKind,
  type RouteEntry,
} from '../support/route-table.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';
import { createCoursesHarness, type CoursesHarness } from './courses-support.ts';
import { bearer } from './registry-harness.ts';

type Credential = 'none' | 'forged' | 'alg-none' | 'expired' | 'other-user';

const entries = Object.entries(ROUTE_TABLE) as [string, RouteEntry][];
const needsUser = entries.filter(([, entry]) => entry.access !== 'public');
const adminOnly = entries.filter(([, entry]) => entry.access === 'admin');
const ownedRoutes = entries.filter(([, entry]) =>
  Object.values(entry.params ?? {}).some((spec) => 'owned' in spec),
);

function claimsOf(accessToken: string): Record<string, unknown> {
  const payload = accessToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

async function signAs(
  claims: Record<string, unknown>,
  key: Uint8Array,
  issuedAtS: number,
  expiresAtS: number,
): Promise<string> {
  return new SignJWT({ email: claims.email, role: claims.role, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setSubject(String(claims.sub))
    .setIssuedAt(issuedAtS)
    .setExpirationTime(expiresAtS)
    .sign(key);
}

function algNone(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}

/** A valid request of the route's kind (sample body), so only the credential decides. */
function requestInit(method: string, entry: RouteEntry): RequestInit {
  if (entry.body?.kind === 'json') {
    return {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(entry.body.sample()),
    };
  }
  if (entry.body?.kind === 'multipart') {
    const form = new FormData();
    form.append(entry.body.field, new Blob([entry.body.sample()]), entry.body.fileName);
    return { method, body: form };
  }
  return { method };
}

async function filesUnder(dir: string): Promise<Record<string, string>> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const files: Record<string, string> = {};
  for (const name of names.sort()) {
    files[name] = (await readFile(path.join(dir, name))).toString('base64');
  }
  return files;
}

describe.each(testDatabaseKinds())('authorization matrix on %s', (kind) => {
  let l: CoursesHarness;
  const tokens: Record<Exclude<Credential, 'none' | 'other-user'>, string> = {
    forged: '',
    'alg-none': '',
    expired: '',
  };

  beforeAll(async () => {
    l = await createCoursesHarness(kind);
    const claims = claimsOf(l.learnerToken);
    const nowS = Math.floor(l.h.now().getTime() / 1000);
    const realKey = deriveAuthKeys(l.h.t.env.JWT_SECRET ?? '').jwt;
    const otherKey = deriveAuthKeys('a-different-secret-that-is-long-enough-0123456789').jwt;
    tokens.forged = await signAs(claims, otherKey, nowS, nowS + 600);
    tokens['alg-none'] = algNone(claims);
    tokens.expired = await signAs(claims, realKey, nowS - 3_600, nowS - 1_800);
  });

  afterAll(async () => {
    await l.h.close();
  });

  const send = (requestPath: string, init: RequestInit, token?: string) =>
    l.h.t.app.request(requestPath, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), ...(token ? bearer(token) : {}) },
    });

  it('covers every API route of the app', () => {
    const { missing, stale } = compareRouteTable(listApiRoutes(l.h.t.app));
    expect(missing, 'routes without an entry in tests/support/route-table.ts').toEqual([]);
    expect(stale, 'entries in tests/support/route-table.ts naming no route').toEqual([]);
  });

  it.each(needsUser)(
    '%s refuses a missing, forged, alg:none or expired token with 401',
    async (key, entry) => {
      const [method = '', routePath = ''] = key.split(' ');
      const params = Object.fromEntries(
        pathParams(routePath).map((name) => [name, '00000000-0000-4000-8000-000000000000']),
      );
      const before = await snapshotDatabase(l.h.t.database.db);
      for (const credential of ['none', 'forged', 'alg-none', 'expired'] as const) {
        const token = credential === 'none' ? undefined : tokens[credential];
        const response = await send(fillPath(routePath, params), requestInit(method, entry), token);
        expect(response.status, `${key} with ${credential}`).toBe(401);
        const body = (await response.json()) as { message?: string };
        expect(body.message, `${key} with ${credential}`).toBeTruthy();
      }
      expect(await snapshotDatabase(l.h.t.database.db)).toEqual(before);
    },
  );

  it.each(adminOnly)('%s refuses a learner with 403', async (key, entry) => {
    const [method = '', routePath = ''] = key.split(' ');
    const params = Object.fromEntries(pathParams(routePath).map((name) => [name, 'x']));
    const before = await snapshotDatabase(l.h.t.database.db);
    const response = await send(
      fillPath(routePath, params),
      requestInit(method, entry),
      l.learnerToken,
    );
    expect(response.status).toBe(403);
    expect(await snapshotDatabase(l.h.t.database.db)).toEqual(before);
  });

  it.each(ownedRoutes)(
    "%s never lets anyone but the owner reach the owner's object",
    async (key, entry) => {
      const [method = '', routePath = ''] = key.split(' ');
      const asOwner = (requestPath: string, init: RequestInit = {}) =>
        send(requestPath, init, l.learnerToken);
      /** The owner's objects of this route, one per owned KIND (made fresh for each route). */
      const owned: Partial<Record<OwnedKind, string>> = {};
      const params: Record<string, string> = {};
      for (const name of pathParams(routePath)) {
        const spec = entry.params?.[name];
        if (spec && 'owned' in spec) {
          owned[spec.owned] ??= await OWNED_OBJECT_MAKERS[spec.owned](asOwner);
          params[name] = owned[spec.owned] ?? '';
        } else params[name] = spec && 'sample' in spec ? spec.sample : 'x';
      }
      const target = fillPath(routePath, params);
      const ownerView = (await asOwner(target, { method: 'GET' })).status === 200;
      const readBefore = ownerView ? await (await asOwner(target)).text() : '';
      const uploads = resolveUploadPaths(l.h.t.env.DATA_DIR);
      const filesBefore = await filesUnder(uploads.resumes);
      const before = await snapshotDatabase(l.h.t.database.db);

      const credentials: Credential[] = ['none', 'forged', 'alg-none', 'expired', 'other-user'];
      for (const credential of credentials) {
        const token =
          credential === 'none'
            ? undefined
            : credential === 'other-user'
              ? l.otherToken
              : tokens[credential];
        const response = await send(target, requestInit(method, entry), token);
        const expected = credential === 'other-user' ? 404 : 401;
        expect(response.status, `${key} with ${credential}`).toBe(expected);
        expect(((await response.json()) as { message?: string }).message).toBeTruthy();
      }

      expect(await snapshotDatabase(l.h.t.database.db)).toEqual(before);
      expect(await filesUnder(uploads.resumes)).toEqual(filesBefore);
      if (ownerView) expect(await (await asOwner(target)).text()).toBe(readBefore);
    },
  );
});
