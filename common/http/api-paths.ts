/**
 * Every HTTP API path, in one place for the server, the client and the service worker, so the
 * three can never disagree (the paths themselves are fixed by the API contract, product.md#api: paths
 * end with `/`; `/api/health` and the media files do not).
 *
 * - `API_ROUTES`: each route as the server registers it under `API_PREFIX`, in Hono's syntax
 *   (`:name` parameters). The client calls the ones without parameters as they are.
 * - `apiPaths`: the concrete path of a route with parameters, each value URL-encoded, for the
 *   client (and the server where it hands out a URL).
 * - `CACHED_API_PREFIXES`: the absolute prefixes the service worker caches whole families by.
 *
 * tests/support/route-table.ts deliberately spells the routes out again: it is the independent
 * check that the server still answers exactly the documented paths (docs/api.md).
 */

/** Prefix of every API path (docs/api.md, HTTP surface). */
export const API_PREFIX = '/api';

/** Every API route, relative to `API_PREFIX`. */
export const API_ROUTES = {
  health: '/health',
  registry: {
    signIn: '/registry/sign-in/',
    signUp: '/registry/sign-up/',
    verifyToken: '/registry/verify-token/',
    tokenRefresh: '/registry/token/refresh/',
    signOut: '/registry/sign-out/',
    me: '/registry/me/',
  },
  courses: {
    outline: '/courses/',
    lesson: '/courses/lessons/:lessonId/',
    courseModules: '/courses/:courseId/modules/',
    module: '/courses/modules/:moduleId/',
    moduleLessons: '/courses/modules/:moduleId/lessons/',
    videos: '/courses/videos/',
  },
  authoringPermissions: '/authoring/permissions/',
  mediaVideo: '/media/videos/:name',
  lessonProgress: '/lesson-progress/',
  resume: {
    list: '/resume/',
    upload: '/resume/upload/',
    import: '/resume/import/',
    /** The upload gate's "Build my résumé here instead" form (issue 24 §4). */
    create: '/resume/create/',
    shared: '/resume/shared/:token/',
    roleCreate: '/resume/roles/create/',
    recommendationsGenerate: '/resume/recommendations/generate/',
    roleRecommendations: '/resume/roles/:id/recommendations/',
    /** The roles of one résumé with their analyses, newest first (issue 26). */
    roles: '/resume/:id/roles/',
    one: '/resume/:id/',
    update: '/resume/:id/update/',
    history: '/resume/:id/history/',
    share: '/resume/:id/share/',
    itemCreate: '/resume/:kind/create/',
    itemUpdate: '/resume/:kind/:id/update/',
    itemDelete: '/resume/:kind/:id/delete/',
  },
  interviews: { list: '/interviews/', one: '/interviews/:id/' },
  /** The learner's plan: its document and the evidence it is computed from (issue 28). */
  plan: { snapshot: '/plan/' },
  /** The applications board (issue 29); the unsubscribe link of reminder e-mails is public. */
  jobs: {
    list: '/jobs/',
    /** One job's per-field history (`?field=`), owner only. */
    history: '/jobs/:id/history/',
    unsubscribe: '/jobs/reminders/unsubscribe/',
  },
  practice: { attempts: '/practice/attempts/', progress: '/practice/progress/' },
  sync: { mutations: '/sync/mutations/' },
  /** Certificates (issue 32): the learner's own, and the public verify answer and issuer profile. */
  certificates: {
    list: '/certificates/',
    revoke: '/certificates/:id/revoke/',
    verify: '/verify/:id/',
    issuer: '/issuer/',
  },
} as const;

/** The `:name` parameters of a route pattern, as a union of names. */
type RouteParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The route with each `:name` replaced by its URL-encoded value. */
function fillRoute<P extends string>(route: P, values: Record<RouteParams<P>, string>): string {
  const byName: Record<string, string> = values;
  return route.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(byName[name] ?? ''),
  );
}

/** Concrete paths (relative to `API_PREFIX`) of the routes with parameters. */
export const apiPaths = {
  courses: {
    lesson: (lessonId: string) => fillRoute(API_ROUTES.courses.lesson, { lessonId }),
    courseModules: (courseId: string) => fillRoute(API_ROUTES.courses.courseModules, { courseId }),
    module: (moduleId: string) => fillRoute(API_ROUTES.courses.module, { moduleId }),
    moduleLessons: (moduleId: string) => fillRoute(API_ROUTES.courses.moduleLessons, { moduleId }),
  },
  mediaVideo: (name: string) => fillRoute(API_ROUTES.mediaVideo, { name }),
  resume: {
    shared: (token: string) => fillRoute(API_ROUTES.resume.shared, { token }),
    roleRecommendations: (roleId: string) =>
      fillRoute(API_ROUTES.resume.roleRecommendations, { id: roleId }),
    roles: (resumeId: string) => fillRoute(API_ROUTES.resume.roles, { id: resumeId }),
    one: (resumeId: string) => fillRoute(API_ROUTES.resume.one, { id: resumeId }),
    history: (resumeId: string) => fillRoute(API_ROUTES.resume.history, { id: resumeId }),
    share: (resumeId: string) => fillRoute(API_ROUTES.resume.share, { id: resumeId }),
  },
  jobs: {
    history: (jobId: string) => fillRoute(API_ROUTES.jobs.history, { id: jobId }),
  },
  certificates: {
    revoke: (id: string) => fillRoute(API_ROUTES.certificates.revoke, { id }),
    verify: (id: string) => fillRoute(API_ROUTES.certificates.verify, { id }),
  },
} as const;

/**
 * Absolute path prefixes of the route families the service worker keeps runtime caches for:
 * course content (the outline and every lesson) and lesson media files.
 */
export const CACHED_API_PREFIXES = {
  courses: `${API_PREFIX}${API_ROUTES.courses.outline}`,
  /** Every file route lives under it (today only `API_ROUTES.mediaVideo`). */
  media: `${API_PREFIX}/media/`,
} as const;
