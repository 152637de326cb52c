/**
 * fast-check arbitraries of hostile requests for one route of the route table: malformed JSON,
 * wrong types, missing and extra fields, huge strings, deep nesting, odd Unicode, wrong content
 * types, bodies over the limit, bad path parameters and query strings, broken multipart forms.
 * Built from the entry's valid sample, so a new route gets all of them from its table entry.
 */
import * as fc from 'fast-check';
import {
  fillPath,
  pathParams,
  type BodySpec,
  type OwnedKind,
  type RouteEntry,
} from './route-table.ts';

/** The JSON body limit of the API (server/src/create-app.ts) plus a little. */
const OVER_JSON_LIMIT_BYTES = 1024 * 1024 + 17;
/** Long enough to exceed every length limit of a field, short enough to stay fast. */
const HUGE_STRING_CHARS = 70_000;

export interface FuzzRequest {
  label: string;
  path: string;
  init: RequestInit;
  /** Which token to send: the fuzz caller's, none, or a garbage Authorization header. */
  auth: 'caller' | 'none' | 'garbage';
}

/** Strings that break naive code: NUL, lone surrogates, RTL marks, emoji, SQL and path tricks. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff x',
  '\u202e\u2066evil',
  '\ufeff',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  "'; drop table users; --",
  '../../../../etc/passwd',
  '%00',
  '%ZZ',
  '\\',
  '{"__proto__":{"x":1}}',
  'constructor',
  '__proto__',
  '1e999',
  'NaN',
  '-0',
  '\r\n\r\n',
];

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constant('x'.repeat(HUGE_STRING_CHARS)),
  fc.constant('é'.repeat(HUGE_STRING_CHARS / 2)),
);

/** Any JSON value of the wrong kind for a field. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, [], {}, [[[]]]),
  nastyString,
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer(),
  fc.double({ noNaN: true }),
);

type JsonPath = (string | number)[];

function leafPaths(value: unknown, prefix: JsonPath = []): JsonPath[] {
  if (Array.isArray(value)) {
    return [prefix, ...value.flatMap((item, index) => leafPaths(item, [...prefix, index]))];
  }
  if (value !== null && typeof value === 'object') {
    return [
      prefix,
      ...Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...prefix, key])),
    ];
  }
  return [prefix];
}

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Sets (or with `undefined`, deletes) the value at a path; the root path replaces everything. */
function setAt(root: unknown, at: JsonPath, value: unknown): unknown {
  if (at.length === 0) return value;
  const copy = clone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = at[at.length - 1] as string | number;
  if (value === undefined) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = value;
  return copy;
}

/** Marks where `bentJson` splices deep nesting into the serialised text (stringify recurses). */
const NEST_MARKER = '__fuzz_nest__';

function nestText(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** JSON values near the valid sample: one field dropped, retyped, oversized, or extra fields. */
function bentJson(sample: () => unknown): fc.Arbitrary<{ label: string; text: string }> {
  const base = sample();
  const paths = leafPaths(base);
  const at = fc.constantFrom(...paths);
  const values = fc.oneof(
    fc.constant(null).map(() => ({ label: 'valid sample', value: sample() })),
    at.map((p) => ({ label: `drop ${p.join('.')}`, value: setAt(sample(), p, undefined) })),
    fc.tuple(at, wrongValue).map(([p, v]) => ({
      label: `retype ${p.join('.')}`,
      value: setAt(sample(), p, v),
    })),
    fc.tuple(at, nastyString).map(([p, v]) => ({
      label: `odd string at ${p.join('.')}`,
      value: setAt(sample(), p, v),
    })),
    fc.dictionary(fc.string({ maxLength: 12 }), wrongValue, { maxKeys: 4 }).map((extra) => ({
      label: 'extra fields',
      value:
        base !== null && typeof base === 'object' && !Array.isArray(base)
          ? { ...(sample() as object), ...extra }
          : extra,
    })),
    fc.jsonValue({ maxDepth: 4 }).map((value) => ({ label: 'random JSON', value })),
  );
  const nested = fc
    .tuple(at, fc.integer({ min: 50, max: 5_000 }), fc.constantFrom('array', 'object'))
    .map(([p, depth, kind]) => ({
      label: `nested ${depth} deep at ${p.join('.')}`,
      text: JSON.stringify(setAt(sample(), p, NEST_MARKER)).replace(
        JSON.stringify(NEST_MARKER),
        nestText(depth, kind as 'array' | 'object'),
      ),
    }));
  return fc.oneof(
    {
      weight: 6,
      arbitrary: values.map(({ label, value }) => ({ label, text: JSON.stringify(value) })),
    },
    { weight: 1, arbitrary: nested },
  );
}

const JSON_TYPE = { 'content-type': 'application/json' };

function jsonBodies(spec: Extract<BodySpec, { kind: 'json' }>): fc.Arbitrary<{
  label: string;
  body: BodyInit | undefined;
  headers: Record<string, string>;
}> {
  const bent = bentJson(spec.sample).map(({ label, text }) => ({
    label,
    body: text as BodyInit | undefined,
    headers: JSON_TYPE,
  }));
  const own = spec.arbitrary
    ? [
        spec.arbitrary.map((value) => ({
          label: 'entry arbitrary',
          body: JSON.stringify(value) as BodyInit | undefined,
          headers: JSON_TYPE,
        })),
      ]
    : [];
  return fc.oneof(
    { arbitrary: bent, weight: 6 },
    ...own.map((arbitrary) => ({ arbitrary, weight: 3 })),
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc.string({ maxLength: 60 }),
          fc
            .integer({ min: 0, max: 200 })
            .map((cut) => JSON.stringify(spec.sample()).slice(0, cut)),
          fc.constantFrom(
            '{',
            '{"a":',
            '[1,2',
            '{"a":1}}',
            "{'a':1}",
            'nul',
            '\u0000',
            '{"\\ud800":1}',
          ),
          fc.integer({ min: 1_000, max: 20_000 }).map((depth) => '['.repeat(depth)),
          fc.integer({ min: 1_000, max: 20_000 }).map((depth) => nestText(depth, 'object')),
        )
        .map((body) => ({ label: 'malformed JSON', body, headers: JSON_TYPE })),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'multipart/form-data; boundary=xyz',
          'application/xml',
          'application/json; charset=utf-16',
          'application/jsonx',
          '',
          '\u00ff',
        )
        .map((type) => ({
          label: `content type "${type}"`,
          body: JSON.stringify(spec.sample()) as BodyInit | undefined,
          headers: type === '' ? ({} as Record<string, string>) : { 'content-type': type },
        })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('string', 'array').map((shape) => ({
        label: `over the 1 MB limit (${shape})`,
        body:
          shape === 'string'
            ? JSON.stringify({ a: 'x'.repeat(OVER_JSON_LIMIT_BYTES) })
            : `[${'1,'.repeat(OVER_JSON_LIMIT_BYTES / 2)}1]`,
        headers: JSON_TYPE,
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constant({ label: 'no body', body: undefined, headers: JSON_TYPE }),
    },
  );
}

const CRLF = '\r\n';

function multipartBody(
  boundary: string,
  parts: { name: string; fileName?: string; type?: string; bytes: Uint8Array }[],
  closing = true,
): Uint8Array<ArrayBuffer> {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.fileName === undefined ? '' : `; filename="${part.fileName}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}${CRLF}Content-Disposition: form-data; name="${part.name}"${file}${CRLF}` +
          `Content-Type: ${part.type ?? 'application/octet-stream'}${CRLF}${CRLF}`,
      ),
      Buffer.from(part.bytes),
      Buffer.from(CRLF),
    );
  }
  if (closing) chunks.push(Buffer.from(`--${boundary}--${CRLF}`));
  return new Uint8Array(Buffer.concat(chunks));
}

function multipartBodies(spec: Extract<BodySpec, { kind: 'multipart' }>): fc.Arbitrary<{
  label: string;
  body: BodyInit | undefined;
  headers: Record<string, string>;
}> {
  const boundary = 'fuzzBoundary7MA4YWxkTrZu0gW';
  const formType = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  const fileBytes = fc.oneof(
    fc.uint8Array({ maxLength: 2_000 }),
    fc.uint8Array({ maxLength: 2_000 }).map((tail) => {
      const head = spec.sample();
      return new Uint8Array([...head.subarray(0, 64), ...tail]);
    }),
    fc.constant(spec.sample()),
    fc.constant(new Uint8Array(0)),
  );
  return fc.oneof(
    fc.tuple(fileBytes, nastyString).map(([bytes, name]) => ({
      label: 'file with odd name or bytes',
      body: multipartBody(boundary, [
        { name: spec.field, fileName: name.replace(/["\r\n]/g, '') || spec.fileName, bytes },
      ]),
      headers: formType,
    })),
    fileBytes.map((bytes) => ({
      label: 'file in the wrong field',
      body: multipartBody(boundary, [{ name: 'other', fileName: spec.fileName, bytes }]),
      headers: formType,
    })),
    fileBytes.map((bytes) => ({
      label: 'field without a file name',
      body: multipartBody(boundary, [{ name: spec.field, bytes }]),
      headers: formType,
    })),
    fc.integer({ min: 1, max: 200 }).map((cut) => ({
      label: 'truncated form',
      body: multipartBody(
        boundary,
        [{ name: spec.field, fileName: spec.fileName, bytes: spec.sample() }],
        false,
      ).subarray(0, cut),
      headers: formType,
    })),
    fc
      .constantFrom(
        'multipart/form-data',
        'multipart/form-data; boundary=',
        `multipart/form-data; boundary="${'b'.repeat(100)}"`,
        'multipart/mixed; boundary=x',
        'application/json',
        'application/pdf',
        '',
      )
      .map((type) => ({
        label: `upload with content type "${type}"`,
        body: multipartBody(boundary, [
          { name: spec.field, fileName: spec.fileName, bytes: spec.sample() },
        ]),
        headers: type === '' ? ({} as Record<string, string>) : { 'content-type': type },
      })),
    fc.uint8Array({ maxLength: 500 }).map((bytes) => ({
      label: 'random bytes as a form',
      body: bytes,
      headers: formType,
    })),
    fc.constant({
      label: 'lying Content-Length far over the limit',
      body: multipartBody(boundary, [
        { name: spec.field, fileName: spec.fileName, bytes: spec.sample() },
      ]),
      headers: { ...formType, 'content-length': String(10 * 1024 ** 3) },
    }),
  );
}

/** Lone surrogates replaced (a URL cannot carry them; encodeURIComponent throws). */
function wellFormed(value: string): string {
  return value.replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '\ufffd',
  );
}

/** A path parameter: the sample, or something hostile (percent-encoded as a client would). */
function paramValue(sample: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(sample) },
    { weight: 2, arbitrary: fc.uuid().map((id) => id) },
    {
      weight: 3,
      arbitrary: nastyString.map((value) => encodeURIComponent(wellFormed(value)).slice(0, 3_000)),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '%',
        '%ZZ',
        '%E0%A4%A',
        '%00',
        '..',
        '%2e%2e',
        '%2F..%2F',
        '%C0%AE',
      ),
    },
  );
}

function queryString(query: Record<string, string> | undefined): fc.Arbitrary<string> {
  const valid = query ? new URLSearchParams(query).toString() : '';
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(valid ? `?${valid}` : '') },
    {
      weight: 2,
      arbitrary: fc
        .dictionary(nastyString, nastyString, { maxKeys: 3 })
        .map((entries) => `?${new URLSearchParams({ ...query, ...entries }).toString()}`),
    },
    { weight: 1, arbitrary: fc.constantFrom('?%', '?a=%ZZ', '?&&&=', '?a[b][c]=1&a=2', '?=') },
  );
}

/** The method's body arbitrary, or only odd headers for a route without a body. */
function bodies(entry: RouteEntry): fc.Arbitrary<{
  label: string;
  body: BodyInit | undefined;
  headers: Record<string, string>;
}> {
  if (entry.body?.kind === 'json') return jsonBodies(entry.body);
  if (entry.body?.kind === 'multipart') return multipartBodies(entry.body);
  return fc
    .constantFrom<Record<string, string>>(
      {},
      { 'content-type': 'application/json' },
      { 'content-type': 'text/plain' },
      { accept: 'text/html' },
      { range: 'bytes=99999999-1' },
      { range: 'bytes=abc' },
      { 'if-none-match': '\u00ff' },
    )
    .map((headers) => ({ label: 'no body', body: undefined, headers }));
}

export function fuzzRequests(
  method: string,
  routePath: string,
  entry: RouteEntry,
  /** Ids of existing owned objects, by owned kind (a missing kind falls back to a UUID). */
  ownedSamples: Partial<Record<OwnedKind, string>>,
): fc.Arbitrary<FuzzRequest> {
  const names = pathParams(routePath);
  const paramArbs = Object.fromEntries(
    names.map((name) => {
      const spec = entry.params?.[name];
      const sample =
        spec && 'sample' in spec
          ? spec.sample
          : ((spec && ownedSamples[spec.owned]) ?? '00000000-0000-4000-8000-000000000000');
      return [name, paramValue(sample)];
    }),
  );
  const canHaveBody = method !== 'GET' && method !== 'HEAD';
  return fc
    .record({
      params: fc.record(paramArbs),
      query: queryString(entry.query),
      body: bodies(entry),
      auth: fc.constantFrom<FuzzRequest['auth']>(
        'caller',
        'caller',
        'caller',
        'caller',
        'none',
        'garbage',
      ),
    })
    .map(({ params, query, body, auth }) => ({
      label: `${body.label}; params ${JSON.stringify(params).slice(0, 120)}; query ${query.slice(0, 80)}`,
      path: fillPath(routePath, params) + query,
      init: {
        method,
        headers: body.headers,
        body: canHaveBody ? body.body : undefined,
      },
      auth,
    }));
}
