/**
 * THE table of every API route, read by the fuzz test (tests/api/route-fuzz.test.ts) and the
 * authorization matrix (tests/api/authorization-matrix.test.ts). Both list the routes of
 * `createApp()` itself (Hono's `app.routes`) and FAIL when a route has no entry here, or when an
 * entry names a route the app no longer has. The paths are spelled out on purpose rather than
 * taken from common/http/api-paths.ts: the table is the independent check that the server still
 * answers exactly the paths of docs/api.md.
 *
 * Adding a route (a few lines): add one entry keyed `'<METHOD> <path as Hono registers it>'`
 * (the failing test prints the exact key), e.g.
 *
 *   'PATCH /api/resume/:id/': {
 *     access: 'user',                                  // 'public' | 'user' | 'admin'
 *     params: { id: { owned: 'resume' } },             // a user-owned id: goes into the matrix
 *     body: json(() => ({ resume_name: 'My resume' })), // a VALID body; the fuzz bends it
 *   },
 *
 * - `params`: every `:name` of the path: `{ owned: '<kind>' }` when it is the id of an object a
 *   user owns (add a maker for a new kind to OWNED_OBJECT_MAKERS below: it creates one object as
 *   the given user and returns its id), or `{ sample: 'a-valid-value' }` for anything else.
 * - `body`: `json(sample)` for a JSON body (optionally `json(sample, arbitrary)` to add your own
 *   fast-check arbitrary), `multipart(field, sampleFileBytes)` for an upload; omit for none.
 * - `query`: an object of valid query values, if the route reads any; the fuzz bends them too.
 * - `refusalMayWrite`: only for a route that must record a refusal (brute-force counters): the
 *   tables it may write while answering 4xx, and why. Every other refused request changes nothing.
 */
import { randomUUID } from 'node:crypto';
import type * as fc from 'fast-check';
import { buildPdf } from './build-pdf.ts';
import { completeCertificateTrack } from './complete-certificate-track.ts';

export type RouteAccess = 'public' | 'user' | 'admin';

/**
 * Kinds of objects that belong to one user and are addressed by id in a path: `resume` is a bare
 * uploaded PDF (it may still be processing), `ready-resume` an imported JSON Resume (ready at
 * once), `employment` an employment item of a ready resume, `role` a role of a ready resume,
 * `interview` an interview session and `job` a job application (both saved through the sync
 * engine), `certificate` an issued certificate (the maker completes a track as a learner would).
 */
export type OwnedKind =
  'resume' | 'ready-resume' | 'employment' | 'role' | 'interview' | 'job' | 'certificate';

export type ParamSpec = { owned: OwnedKind } | { sample: string };

export type BodySpec =
  | { kind: 'json'; sample: () => unknown; arbitrary?: fc.Arbitrary<unknown> }
  | { kind: 'multipart'; field: string; sample: () => Uint8Array<ArrayBuffer>; fileName: string };

export interface RouteEntry {
  access: RouteAccess;
  params?: Record<string, ParamSpec>;
  body?: BodySpec;
  query?: Record<string, string>;
  refusalMayWrite?: { tables: string[]; why: string };
}

/** Sends a request as one signed-in user (path relative to the origin). */
export type UserRequest = (path: string, init?: RequestInit) => Response | Promise<Response>;

export function json(sample: () => unknown, arbitrary?: fc.Arbitrary<unknown>): BodySpec {
  return { kind: 'json', sample, arbitrary };
}

export function multipart(
  field: string,
  sample: () => Uint8Array<ArrayBuffer>,
  fileName: string,
): BodySpec {
  return { kind: 'multipart', field, sample, fileName };
}

/** A small one-page PDF: the upload opens it with pdf.js, so it must be a real one. */
export function samplePdf(): Uint8Array<ArrayBuffer> {
  return buildPdf();
}

/** The first bytes of an MP4 (ftyp box, isom brand) and filler. */
function sampleMp4(): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(4096);
  bytes.set([0, 0, 0, 0x20, ...Buffer.from('ftypisom'), 0, 0, 2, 0]);
  bytes.set(Buffer.from('isomiso2avc1mp41'), 16);
  return bytes;
}

const NOW_ISO = '2026-11-22T09:00:00.000Z';

/** A small JSON Resume (jsonresume.org) as `POST /api/resume/import/` takes it. */
function sampleJsonResumeImport(): unknown {
  return {
    file_name: 'fuzz-resume.json',
    resume: {
      basics: {
        name: 'Fuzz Tester',
        label: 'Data engineer',
        email: 'fuzz@nyra.test',
        phone: '+47 555 0100',
        summary: 'Builds pipelines.',
        location: { city: 'Oslo', countryCode: 'NO' },
        profiles: [{ network: 'GitHub', username: 'fuzz', url: 'https://github.com/fuzz' }],
      },
      work: [
        {
          name: 'Fuzz Corp',
          position: 'Engineer',
          location: 'Oslo',
          startDate: '2020-01',
          endDate: '2022-06-30',
          summary: 'Built things.',
          highlights: ['Shipped one thing'],
        },
      ],
      education: [
        { institution: 'Fuzz University', area: 'CS', studyType: 'BSc', startDate: '2016' },
      ],
      skills: [{ name: 'SQL', level: 'Advanced', keywords: ['joins'] }],
    },
  };
}

/** A whole new interview session (the first `save` of a session document). */
function sampleInterviewSession(): Record<string, unknown> {
  return {
    topicId: 'sql',
    durationMinutes: 45,
    startedAt: NOW_ISO,
    endedAt: null,
    status: 'live',
    questionIds: ['sql-where-vs-having'],
    elapsedMs: 0,
    ratings: {},
  };
}

/** A whole new job application (the first `save` of a job document). */
function sampleJob(): Record<string, unknown> {
  return {
    company: 'Fuzz Corp',
    title: 'Data engineer',
    link: '',
    location: 'Oslo',
    salary: '',
    description: 'Pipelines.',
    notes: '',
    stage: 'saved',
    archived: false,
    resumeId: '',
    coverLetter: '',
    createdAt: NOW_ISO,
  };
}

async function createdJson<T>(what: string, response: Response, status = 201): Promise<T> {
  if (response.status !== status) {
    throw new Error(`${what}: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

function postJson(body: unknown): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
}

async function makeReadyResume(asUser: UserRequest): Promise<string> {
  const response = await asUser('/api/resume/import/', postJson(sampleJsonResumeImport()));
  return (await createdJson<{ resume_id: string }>('resume import', response)).resume_id;
}

/** Creates a synced document (its first `save`, base version 0) as the user; returns its id. */
async function saveNewDocument(
  asUser: UserRequest,
  docType: string,
  payload: Record<string, unknown>,
): Promise<string> {
  const id = randomUUID();
  const response = await asUser(
    '/api/sync/mutations/',
    postJson({
      mutations: [
        {
          id: randomUUID(),
          client_id: `maker-${randomUUID()}`,
          seq: 0,
          doc_type: docType,
          doc_id: id,
          op: 'save',
          payload,
          base_version: 0,
        },
      ],
    }),
  );
  const { results } = await createdJson<{ results: { status: string }[] }>(
    `${docType} save`,
    response,
    200,
  );
  if (results[0]?.status !== 'applied') {
    throw new Error(`${docType} save: ${JSON.stringify(results)}`);
  }
  return id;
}

/** Makes one object of each owned kind as the given user; returns its id. */
export const OWNED_OBJECT_MAKERS: Record<OwnedKind, (asUser: UserRequest) => Promise<string>> = {
  resume: async (asUser) => {
    const form = new FormData();
    form.append('resume_file', new Blob([samplePdf()], { type: 'application/pdf' }), 'resume.pdf');
    const response = await asUser('/api/resume/upload/', { method: 'POST', body: form });
    if (response.status !== 201) throw new Error(`resume upload: ${response.status}`);
    return ((await response.json()) as { resume_id: string }).resume_id;
  },
  'ready-resume': makeReadyResume,
  employment: async (asUser) => {
    const resumeId = await makeReadyResume(asUser);
    const response = await asUser(
      '/api/resume/employment/create/',
      postJson({ resume_id: resumeId, company_name: 'Owned Corp', title: 'Analyst' }),
    );
    return (await createdJson<{ id: string }>('employment create', response)).id;
  },
  role: async (asUser) => {
    const resumeId = await makeReadyResume(asUser);
    const response = await asUser(
      '/api/resume/roles/create/',
      postJson({ resume_id: resumeId, title: 'Data engineer', description: 'Pipelines and SQL.' }),
    );
    return (await createdJson<{ data: { id: string } }>('role create', response)).data.id;
  },
  interview: (asUser) => saveNewDocument(asUser, 'interview-session', sampleInterviewSession()),
  job: (asUser) => saveNewDocument(asUser, 'job-application', sampleJob()),
  certificate: async (asUser) => {
    await completeCertificateTrack(asUser, 'data-engineering');
    const response = await asUser('/api/certificates/', postJson({ track: 'data-engineering' }));
    return (await createdJson<{ id: string }>('certificate claim', response)).id;
  },
};

export const ROUTE_TABLE: Record<string, RouteEntry> = {
  'GET /api/health': { access: 'public' },

  'POST /api/registry/sign-in/': {
    access: 'public',
    body: json(() => ({ email: `fuzz-${randomUUID()}@nyra.test` })),
  },
  'POST /api/registry/sign-up/': {
    access: 'public',
    body: json(() => ({
      first_name: 'Fuzz',
      last_name: 'Tester',
      email: `fuzz-${randomUUID()}@nyra.test`,
    })),
  },
  'POST /api/registry/verify-token/': {
    access: 'public',
    body: json(() => ({ email: `fuzz-${randomUUID()}@nyra.test`, token: '123456' })),
    refusalMayWrite: {
      tables: ['rate_limit_buckets', 'sign_in_failures'],
      why: 'a wrong code counts against the address and the network (brute-force limits)',
    },
  },
  'POST /api/registry/token/refresh/': {
    access: 'public',
    body: json(() => ({ refresh: 'not-a-real-refresh-token' })),
  },
  'POST /api/registry/sign-out/': {
    access: 'public',
    body: json(() => ({ refresh: 'not-a-real-refresh-token' })),
  },
  'GET /api/registry/me/': { access: 'user' },

  'GET /api/courses/': { access: 'user' },
  'GET /api/courses/lessons/:lessonId/': {
    access: 'user',
    params: { lessonId: { sample: 'no-such-lesson' } },
  },
  'POST /api/courses/:courseId/modules/': {
    access: 'admin',
    params: { courseId: { sample: 'data-engineering' } },
    body: json(() => ({ title: 'Fuzzed module', blurb: 'A module', displayOrder: 900 })),
  },
  'POST /api/courses/modules/:moduleId/lessons/': {
    access: 'admin',
    params: { moduleId: { sample: 'no-such-module' } },
    body: json(() => ({
      title: 'Fuzzed lesson',
      displayOrder: 1,
      description: 'About fuzzing',
      videoFileId: null,
      paragraphs: [{ subtitle: null, type: 'text', content: 'Hello', language: null }],
    })),
  },
  'PUT /api/courses/modules/:moduleId/': {
    access: 'admin',
    params: { moduleId: { sample: 'no-such-module' } },
    body: json(() => ({ title: 'Fuzzed module', blurb: 'A module', displayOrder: 901 })),
  },
  'PUT /api/courses/lessons/:lessonId/': {
    access: 'admin',
    params: { lessonId: { sample: 'no-such-lesson' } },
    body: json(() => ({
      title: 'Fuzzed lesson',
      displayOrder: 2,
      description: 'About fuzzing',
      videoFileId: null,
      paragraphs: [{ subtitle: null, type: 'text', content: 'Hello', language: null }],
    })),
  },
  'POST /api/courses/videos/': {
    access: 'admin',
    body: multipart('video_file', sampleMp4, 'lesson.mp4'),
  },
  'GET /api/authoring/permissions/': { access: 'user' },
  'GET /api/media/videos/:name': {
    access: 'public',
    params: { name: { sample: `${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.mp4` } },
  },

  'GET /api/lesson-progress/': { access: 'user' },
  'PUT /api/lesson-progress/': {
    access: 'user',
    body: json(() => ({
      items: [
        {
          lessonId: 'fuzz-lesson',
          completedAt: null,
          lastOpenedAt: NOW_ISO,
          updatedAt: NOW_ISO,
          version: 0,
        },
      ],
    })),
  },

  'POST /api/resume/upload/': {
    access: 'user',
    body: multipart('resume_file', samplePdf, 'cv.pdf'),
  },
  'GET /api/resume/': { access: 'user' },
  'GET /api/resume/:id/': { access: 'user', params: { id: { owned: 'resume' } } },
  'DELETE /api/resume/:id/': { access: 'user', params: { id: { owned: 'resume' } } },
  'POST /api/resume/import/': { access: 'user', body: json(sampleJsonResumeImport) },
  'POST /api/resume/create/': {
    access: 'user',
    body: json(() => ({
      learner_name: 'Fuzz Tester',
      learner_email: 'fuzz@nyra.test',
      learner_phone: '',
      city: 'Oslo',
      jobs: [
        { title: 'Engineer', company_name: 'Nyra', start_date: '2021-03', end_date: 'present' },
      ],
      education: [{ school_name: 'UiO', degree: 'BSc', start_date: '2015', end_date: '2018' }],
      skills: ['SQL'],
    })),
  },
  'PUT /api/resume/:id/update/': {
    access: 'user',
    params: { id: { owned: 'ready-resume' } },
    body: json(() => ({ resume_name: 'Fuzzed resume', summary: 'Updated.', city: 'Bergen' })),
  },
  'GET /api/resume/:id/history/': {
    access: 'user',
    params: { id: { owned: 'ready-resume' } },
    query: { doc_id: '00000000-0000-4000-8000-000000000001', field: 'resume_name' },
  },
  'POST /api/resume/:kind/create/': {
    access: 'user',
    params: { kind: { sample: 'employment' } },
    body: json(() => ({
      resume_id: randomUUID(),
      position: 0,
      company_name: 'Fuzz Corp',
      title: 'Engineer',
      start_date: '2020-01-01',
      end_date: 'present',
      description: 'Fuzzing.',
      location: 'Oslo',
    })),
  },
  'PUT /api/resume/:kind/:id/update/': {
    access: 'user',
    params: { kind: { sample: 'employment' }, id: { owned: 'employment' } },
    body: json(() => ({ title: 'Senior engineer', end_date: '2024-05-31', position: 1 })),
  },
  'DELETE /api/resume/:kind/:id/delete/': {
    access: 'user',
    params: { kind: { sample: 'employment' }, id: { owned: 'employment' } },
  },
  'GET /api/resume/:id/roles/': { access: 'user', params: { id: { owned: 'ready-resume' } } },
  'GET /api/resume/:id/share/': { access: 'user', params: { id: { owned: 'ready-resume' } } },
  'POST /api/resume/:id/share/': {
    access: 'user',
    params: { id: { owned: 'ready-resume' } },
    body: json(() => ({ template: 'modern', paper: 'A4' })),
  },
  'DELETE /api/resume/:id/share/': { access: 'user', params: { id: { owned: 'ready-resume' } } },
  'GET /api/resume/shared/:token/': {
    access: 'public',
    params: { token: { sample: 'A'.repeat(43) } },
  },
  'POST /api/resume/roles/create/': {
    access: 'user',
    body: json(() => ({
      resume_id: randomUUID(),
      title: 'Data engineer',
      description: 'Pipelines and SQL.',
    })),
  },
  'POST /api/resume/recommendations/generate/': {
    access: 'user',
    body: json(() => ({ resume_id: randomUUID(), role_id: randomUUID() })),
  },
  'GET /api/resume/roles/:id/recommendations/': {
    access: 'user',
    params: { id: { owned: 'role' } },
  },

  'GET /api/interviews/': { access: 'user' },
  'GET /api/interviews/:id/': { access: 'user', params: { id: { owned: 'interview' } } },

  'GET /api/plan/': { access: 'user' },

  'GET /api/certificates/': { access: 'user' },
  'POST /api/certificates/': {
    access: 'user',
    body: json(() => ({ track: 'data-engineering' })),
  },
  'POST /api/certificates/:id/revoke/': {
    access: 'user',
    params: { id: { owned: 'certificate' } },
    body: json(() => ({ reason: 'Issued by mistake' })),
  },
  // Public by design: anyone holding the link checks the certificate (no e-mail, no user id).
  'GET /api/verify/:id/': { access: 'public', params: { id: { sample: 'A'.repeat(22) } } },
  'GET /api/issuer/': { access: 'public' },

  'GET /api/jobs/': { access: 'user' },
  'GET /api/jobs/:id/history/': {
    access: 'user',
    params: { id: { owned: 'job' } },
    query: { field: 'stage' },
  },
  // The reminder e-mails' link: no sign-in, the signed token names the user. The sample has the
  // token's shape but not a valid signature (the table does not know the test app's secret).
  'GET /api/jobs/reminders/unsubscribe/': {
    access: 'public',
    query: { token: `${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.${'A'.repeat(43)}` },
  },

  'POST /api/practice/attempts/': {
    access: 'user',
    body: json(() => ({
      attempts: [
        {
          id: randomUUID(),
          problem_id: 'two-sum',
          language: 'python',
          mode: 'run',
          code: 'print(1)',
          status: 'failed',
          passed: 0,
          total: 2,
          duration_ms: 12.5,
          created_at: NOW_ISO,
        },
      ],
    })),
  },
  'GET /api/practice/progress/': { access: 'user' },

  'POST /api/sync/mutations/': {
    access: 'user',
    body: json(() => ({
      mutations: [
        {
          id: randomUUID(),
          client_id: 'fuzz-device',
          seq: 0,
          doc_type: 'lesson-progress',
          doc_id: 'fuzz-lesson',
          op: 'open',
          payload: { lastOpenedAt: NOW_ISO },
          base_version: 0,
        },
      ],
    })),
  },
};

export interface AppRoute {
  method: string;
  path: string;
  key: string;
}

/**
 * The API routes of an app as `METHOD path` (deduplicated: each middleware registers the same
 * pair again), leaving out the catch-all `ALL` handlers.
 */
export function listApiRoutes(app: { routes: { method: string; path: string }[] }): AppRoute[] {
  const seen = new Map<string, AppRoute>();
  for (const { method, path } of app.routes) {
    if (method === 'ALL' || !path.startsWith('/api/')) continue;
    const key = `${method} ${path}`;
    if (!seen.has(key)) seen.set(key, { method, path, key });
  }
  return [...seen.values()];
}

/** Which routes have no entry, and which entries name no route (both must be empty). */
export function compareRouteTable(routes: AppRoute[]): {
  missing: string[];
  stale: string[];
} {
  const keys = new Set(routes.map((route) => route.key));
  return {
    missing: [...keys].filter((key) => !(key in ROUTE_TABLE)).sort(),
    stale: Object.keys(ROUTE_TABLE)
      .filter((key) => !keys.has(key))
      .sort(),
  };
}

/** The `:name` parameters of a Hono path, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
}

/** A path with each `:name` replaced by the given (already encoded) value. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => values[name] ?? 'x');
}
